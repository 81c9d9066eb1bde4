import { screen } from '@testing-library/react'
import type { DeliveryAddress } from '../../../../contract/address'
import type { CartItem } from '../../../../contract/cart'
import { paidAmount } from '../../../../contract/order-status'
import { OWNER_ORDER_ACTION_PATH, type Order } from '../../../../contract/orders'
import {
  OWNER_CUSTOMER_CONTEXT_PATH,
  type CustomerContextResponse,
  type OwnerCustomerOrder,
} from '../../../../contract/owner-inbox'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../../../../contract/payment'
import { OWNER_COMPLETE_PAID_PATH, OWNER_REFUND_PATH } from '../../../../contract/refunds'
import type { FakeRequest } from '../../../client/testing/fake-transport'
import { testAddress } from '../../../../contract/testing/test-address'
import { testItem } from '../../../../contract/testing/test-item'
import { testOrder } from '../../../../contract/testing/test-order'
import { OwnerOrdersStore } from '../../orders/owner-orders-store'
import { renderOwnerPanel } from '../../panel-kit/testing/render-owner'
import { CustomerContextStore } from '../customer-context-store'
import { CustomerContextPanel } from '../CustomerContextPanel'

/**
 * The customer column's tests' fixture (test code only): Asha's context, and the panel on a fake owner server that
 * moves orders like the real one.
 */

export const masala: CartItem = {
  ...testItem({ _id: 'i1', productId: 'i1', name: 'Jaipuri Garam Masala' }),
  quantity: 2,
  selectedVariant: { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 64, discountPercentage: 12 },
  selectedPackage: null,
  addedAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
}

const address = (overrides: Partial<DeliveryAddress>): DeliveryAddress =>
  testAddress({ _id: 'a1', isDefault: false, ...overrides })

export const ownerOrder = (overrides: Partial<OwnerCustomerOrder>): OwnerCustomerOrder => ({
  ...testOrder(),
  reportedPayments: [],
  ...overrides,
})

/** KK-1001 (older, a reported UPI payment waiting) and KK-1002 (newer, paid in full). */
export function customerContext(): CustomerContextResponse {
  return {
    message: 'success',
    customer: {
      customerId: 'cust-1',
      countryCode: '+91',
      phoneNumber: '9829012345',
      name: 'Asha Verma',
      createdAt: '2026-10-01T08:00:00.000Z',
    },
    cart: [masala],
    addresses: [
      address({ _id: 'a1', name: 'Office', type: 'work' }),
      address({ _id: 'a2', isDefault: true, addressLine1: '7 MI Road' }),
    ],
    orders: [
      ownerOrder({
        _id: 'ord-1',
        orderId: 'KK-1001',
        title: 'Garam Masala ×2',
        createdDate: '2026-11-20T10:00:00.000Z',
        reportedPayments: [
          {
            milestoneId: 'm1',
            reference: 'UTR4455667788',
            screenshotUrl: '/uploads/shot-1.png',
            amount: 393.9,
            reportedAt: '2026-11-20T11:00:00.000Z',
          },
        ],
      }),
      ownerOrder({
        _id: 'ord-2',
        orderId: 'KK-1002',
        title: 'Mawa Kachori',
        createdDate: '2026-11-22T10:00:00.000Z',
        paymentStatus: 'Paid',
        paymentMilestones: [{ id: 'm2', label: 'Full payment', amount: 250, dueDate: '2026-11-23', status: 'Paid' }],
      }),
    ],
  }
}

/**
 * A fake owner server that moves orders like the real one (advance completes the next stage, cancel refuses a paid
 * order) and answers plain `Order`s.
 */
export function setup(customerId = 'cust-1', unavailable = () => false) {
  const context = customerContext()
  const orders = new Map(context.orders.map((order) => [order._id, order]))
  const plain = ({ reportedPayments: _reported, ...order }: OwnerCustomerOrder): Order => order
  let store: CustomerContextStore | undefined
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_CUSTOMER_CONTEXT_PATH}`]: (request) =>
        unavailable()
          ? { status: 404, body: { message: 'No such customer of this site.', code: 'NOT_FOUND' } }
          : request.query.customerId === 'cust-1'
            ? { body: { ...context, orders: [...orders.values()] } }
            : {
                body: {
                  ...customerContext(),
                  customer: { ...context.customer, customerId: request.query.customerId!, name: 'Ravi Kumar' },
                  cart: [],
                  addresses: [],
                  orders: [],
                },
              },
      [`POST ${OWNER_ORDER_ACTION_PATH}`]: (request) => {
        const { orderId, action } = request.body as { orderId: string; action: string }
        const order = orders.get(orderId)!
        if (action === 'cancel' && order.paymentStatus === 'Paid')
          return {
            status: 409,
            body: { message: 'This order has a payment: refund it before cancelling the order.', code: 'NOT_ALLOWED' },
          }
        let moved = false
        const changed: OwnerCustomerOrder =
          action === 'cancel'
            ? { ...order, status: 'Cancelled' }
            : {
                ...order,
                status: action === 'complete' ? 'Completed' : 'Active',
                pipelineStages: order.pipelineStages.map((stage) => {
                  if (stage.status === 'Completed' || (action === 'advance' && moved)) return stage
                  moved = true
                  return { ...stage, status: 'Completed' as const }
                }),
              }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_COMPLETE_PAID_PATH}`]: (request) => {
        const { orderId } = request.body as { orderId: string }
        const order = orders.get(orderId)!
        const changed: OwnerCustomerOrder = {
          ...order,
          status: 'Completed',
          paymentStatus: 'Paid',
          paymentMilestones: order.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' as const })),
          pipelineStages: order.pipelineStages.map((stage) => ({ ...stage, status: 'Completed' as const })),
        }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_REFUND_PATH}`]: (request) => {
        const { orderId, action, reference } = request.body as { orderId: string; action: string; reference?: string }
        const order = orders.get(orderId)!
        const amount = action === 'cancel' ? paidAmount(order) : (order.refundDue ?? 0)
        const { refundDue: _owed, ...rest } = order
        const changed: OwnerCustomerOrder = {
          ...rest,
          status: action === 'cancel' ? 'Cancelled' : order.status,
          refund: { amount, method: 'upi', status: 'processed', reference: reference ?? null },
        }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_CONFIRM_PAYMENT_PATH}`]: (request) => {
        const { orderId, milestoneId } = request.body as { orderId: string; milestoneId: string }
        const order = orders.get(orderId)!
        const paymentMilestones = order.paymentMilestones.map((milestone) =>
          milestone.id === milestoneId ? { ...milestone, status: 'Paid' as const } : milestone,
        )
        const changed: OwnerCustomerOrder = { ...order, paymentMilestones, paymentStatus: 'Paid', reportedPayments: [] }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
    },
    (api, live) => {
      store = new CustomerContextStore(api, new OwnerOrdersStore(api, live))
      return <CustomerContextPanel customerId={customerId} store={store} />
    },
  )
  return { ...harness, orders, store: store! }
}

export const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)
export const card = (orderId: string) => screen.getByRole('article', { name: orderId })
