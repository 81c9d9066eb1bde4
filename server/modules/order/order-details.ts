import * as t from 'io-ts'
import type { Selectable } from 'kysely'
import { decode } from '../../../contract/decode.js'
import { AppliedCode } from '../../../contract/discount-codes.js'
import { OrderFields, OrderRefund, ServiceSlot, type Order } from '../../../contract/orders.js'
import type { OrderStatus } from '../../../contract/order-status.js'
import { toRupees } from '../../../contract/pricing.js'
import type { OrdersTable } from '../../db/schema.js'

export type OrderRow = Selectable<OrdersTable>

/**
 * What `orders.details` holds: the parts of the wire `Order` that are not
 * columns, in the same shape, but every amount in integer paise. Decoded
 * once, where it leaves the database.
 */
export const StoredOrderDetails = t.intersection(
  [
    t.type({
      kind: OrderFields.props.kind,
      items: OrderFields.props.items,
      shippingDetails: OrderFields.props.shippingDetails,
      subtotal: t.number,
      totalDiscount: t.number,
      afterDiscount: t.number,
      totalGst: t.number,
      shippingCost: t.number,
      paymentMilestones: OrderFields.props.paymentMilestones,
      pipelineStages: OrderFields.props.pipelineStages,
    }),
    // What was refunded and what is still owed back, in paise; whether a gateway took a payment; a service order's
    // preferred date and slot, as the customer picked it.
    // The discount code the order used and what it took off the order (paise).
    t.partial({
      refund: OrderRefund,
      refundDue: t.number,
      paidOnline: t.boolean,
      serviceSlot: ServiceSlot,
      discountCode: AppliedCode,
    }),
  ],
  'StoredOrderDetails',
)
export type StoredOrderDetails = t.TypeOf<typeof StoredOrderDetails>

/** An order as the server works on it: its row, with the details decoded. */
export interface StoredOrder {
  id: string
  siteId: string
  customerId: string
  orderId: string
  title: string
  status: OrderStatus
  paymentStatus: 'Pending' | 'Paid'
  finalAmount: number
  createdAt: Date
  /** Shared by the orders one Create Order made; null for orders made before checkouts were paid together. */
  checkoutId: string | null
  details: StoredOrderDetails
}

export function fromRow(row: OrderRow): StoredOrder {
  const details = decode(StoredOrderDetails, row.details, `orders(${row.id}).details`)
  // Written by this server only: a row that does not decode is a server fault (a logged 500).
  if (!details.ok) throw new Error(`Invalid order details: ${details.errors.map((error) => error.path).join(', ')}`)
  return {
    id: row.id,
    siteId: row.siteId,
    customerId: row.customerId,
    orderId: row.orderId,
    title: row.title,
    status: row.status,
    paymentStatus: row.paymentStatus === 'Paid' ? 'Paid' : 'Pending',
    finalAmount: row.finalAmount,
    createdAt: row.createdAt,
    checkoutId: row.checkoutId ?? null,
    details: details.value,
  }
}

/** An order in the wire shape: money leaves paise for rupees here. */
export function toWireOrder(order: StoredOrder): Order {
  const { details } = order
  return {
    _id: order.id,
    orderId: order.orderId,
    title: order.title,
    kind: details.kind,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdDate: order.createdAt.toISOString(),
    items: details.items.map((item) => ({
      ...item,
      basePrice: toRupees(item.basePrice),
      salePrice: toRupees(item.salePrice),
      gstAmount: toRupees(item.gstAmount),
      amount: toRupees(item.amount),
      discount: toRupees(item.discount),
    })),
    shippingDetails: details.shippingDetails.map((detail) => ({
      ...detail,
      shippingCost: toRupees(detail.shippingCost),
    })),
    subtotal: toRupees(details.subtotal),
    totalDiscount: toRupees(details.totalDiscount),
    afterDiscount: toRupees(details.afterDiscount),
    totalGst: toRupees(details.totalGst),
    shippingCost: toRupees(details.shippingCost),
    finalAmount: toRupees(order.finalAmount),
    paymentMilestones: details.paymentMilestones.map((milestone) => ({
      ...milestone,
      amount: toRupees(milestone.amount),
    })),
    pipelineStages: details.pipelineStages,
    ...(details.refund ? { refund: { ...details.refund, amount: toRupees(details.refund.amount) } } : {}),
    ...(details.refundDue ? { refundDue: toRupees(details.refundDue) } : {}),
    ...(details.paidOnline ? { paidOnline: true } : {}),
    ...(details.serviceSlot ? { serviceSlot: details.serviceSlot } : {}),
    ...(details.discountCode
      ? { discountCode: { ...details.discountCode, amount: toRupees(details.discountCode.amount) } }
      : {}),
  }
}
