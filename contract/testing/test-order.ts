import type { Order } from '../orders'

/**
 * An order as the server answers it, for widget tests: Active, the first of
 * five stages done, one Pending milestone of ₹393.90; `overrides` change any
 * field. Test code only.
 *
 * @example
 * testOrder({ status: 'Cancelled' })
 */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'ord-1',
    orderId: 'KK-1001',
    title: 'Jaipuri Garam Masala',
    kind: 'shipping',
    status: 'Active',
    paymentStatus: 'Pending',
    createdDate: '2026-11-22T10:00:00.000Z',
    items: [
      {
        itemId: 'i1',
        type: 'catalog-product',
        name: 'Jaipuri Garam Masala',
        description: 'Jaipuri Garam Masala · 100 g',
        image: null,
        quantity: 2,
        quantityUnit: 'pcs',
        groupId: 'v100',
        basePrice: 180,
        salePrice: 159,
        gstPercentage: 5,
        gstAmount: 15.9,
        amount: 333.9,
        discount: 42,
      },
    ],
    shippingDetails: [],
    subtotal: 360,
    totalDiscount: 42,
    afterDiscount: 318,
    totalGst: 15.9,
    shippingCost: 60,
    finalAmount: 393.9,
    paymentMilestones: [{ id: 'm1', label: 'Full payment', amount: 393.9, dueDate: '2026-11-23', status: 'Pending' }],
    pipelineStages: ['Order placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered'].map((name, index) => ({
      name,
      status: index === 0 ? 'Completed' : 'Pending',
    })),
    ...overrides,
  }
}
