import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { CHAT_WIDGET_PREFIX } from './auth'
import { CART_PREFIX } from './cart'
import { ChatMessage } from './chat'
import { Rupees } from './catalogue'
import { DeliveryAddress } from './address'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import { Text } from './text'
import { PageNumber } from './page-number'
import { ServiceSlot } from './checkout'
import { AppliedCode } from './discount-codes'

export * from './checkout'

/** Totals and order calls (signed-in customers; the `customerId` must be the token's). */
export const TOTALS_PATH = `${CART_PREFIX}/get_catalogue_products_total_amount`
export const CREATE_ORDER_PATH = `${CHAT_WIDGET_PREFIX}/create_catalogue_order_from_chat_widget`
export const GET_ORDERS_PATH = `${CHAT_WIDGET_PREFIX}/chat_widget_side_get_orders`
export const CANCEL_ORDER_PATH = `${CHAT_WIDGET_PREFIX}/chat_widget_side_cancel_order`
/** Owner calls (the site's owner key, like the other owner calls). */
export const OWNER_ORDERS_PATH = '/business_website/owner/orders'
export const OWNER_ORDER_ACTION_PATH = '/business_website/owner/orders/action'

/** The header that makes a create safe to retry: the same key makes the orders once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** History tab: orders per page. */
export const ORDERS_PAGE_SIZE = 10

/** Socket event: an order of this customer changed (created, advanced, completed, cancelled, paid). */
export const ORDER_UPDATED_EVENT = 'order-updated'

const subdomain = t.partial({ subdomain: Text })

const OrderStatusCodec = t.keyof(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, null])) as Record<OrderStatus, null>,
  'OrderStatus',
)

/**
 * An order item; money in rupees. `description` names the item and its variant or package ('Jaipuri Garam Masala · 100
 * g').
 */
export const OrderItem = t.type(
  {
    itemId: Text,
    type: t.keyof({ 'catalog-product': null, 'catalog-service': null }),
    name: Text,
    description: Text,
    image: nullable(Text),
    quantity: t.number,
    quantityUnit: t.literal('pcs'),
    /** The variant or package id, or null. */
    groupId: nullable(Text),
    basePrice: Rupees,
    salePrice: Rupees,
    gstPercentage: t.number,
    /** GST of the whole line. */
    gstAmount: Rupees,
    /** What the line costs: sale price × quantity + GST. */
    amount: Rupees,
    /** (base − sale) × quantity. */
    discount: Rupees,
  },
  'OrderItem',
)
export type OrderItem = t.TypeOf<typeof OrderItem>

/** The shipping detail of an order that ships (pickup and service orders have none). */
export const ShippingDetail = t.type(
  {
    carrier: Text,
    shippingCost: Rupees,
    /** Grams. */
    weight: t.number,
    dimensions: t.type({ length: t.number, width: t.number, height: t.number }),
    shipToAddress: DeliveryAddress,
    dispatchPoint: t.type({ dispatchPointId: Text, name: Text }),
  },
  'ShippingDetail',
)

/** A payment milestone; `dueDate` is a date (YYYY-MM-DD), the day after the order. */
export const PaymentMilestone = t.type(
  { id: Text, label: Text, amount: Rupees, dueDate: Text, status: t.keyof({ Pending: null, Paid: null }) },
  'PaymentMilestone',
)
export type PaymentMilestone = t.TypeOf<typeof PaymentMilestone>

export const PipelineStage = t.type(
  { name: Text, status: t.keyof({ Pending: null, Completed: null }) },
  'PipelineStage',
)

/** The fields every order has (see `Order`). */
export const OrderFields = t.type(
  {
    _id: Text,
    orderId: Text,
    title: Text,
    kind: t.keyof({ shipping: null, pickup: null, service: null }),
    status: OrderStatusCodec,
    paymentStatus: t.keyof({ Pending: null, Paid: null }),
    createdDate: Text,
    items: t.array(OrderItem),
    shippingDetails: t.array(ShippingDetail),
    subtotal: Rupees,
    totalDiscount: Rupees,
    afterDiscount: Rupees,
    totalGst: Rupees,
    shippingCost: Rupees,
    finalAmount: Rupees,
    paymentMilestones: t.array(PaymentMilestone),
    pipelineStages: t.array(PipelineStage),
  },
  'OrderFields',
)

/**
 * The money sent back for an order (rupees): through the gateway that took it, or by UPI with the owner's reference
 * (UTR). `pending` until the gateway says it is processed; a `failed` refund is owed again (`refundDue`).
 */
export const OrderRefund = t.type(
  {
    amount: Rupees,
    method: t.keyof({ gateway: null, upi: null }),
    status: t.keyof({ pending: null, processed: null, failed: null }),
    reference: nullable(Text),
  },
  'OrderRefund',
)
export type OrderRefund = t.TypeOf<typeof OrderRefund>

/**
 * An order (the order and its draft), money in rupees. `orderId` is the
 * human one, per site ('KK-1042'); `_id` is what calls name. `kind` says
 * which group it is. `refund`: what was sent back; `refundDue`: money kept
 * that is still to send back (a payment that reached a cancelled or already
 * paid order, or a refund that failed); `paidOnline`: a milestone was paid
 * through the gateway (so it can refund it); `serviceSlot`: a service order's
 * preferred date and slot, as the customer picked it; `discountCode`: the code used and what it took off this order
 * (already out of `finalAmount`).
 */
export const Order = t.intersection(
  [
    OrderFields,
    t.partial({
      refund: OrderRefund,
      refundDue: Rupees,
      paidOnline: t.boolean,
      serviceSlot: ServiceSlot,
      discountCode: AppliedCode,
    }),
  ],
  'Order',
)
export type Order = t.TypeOf<typeof Order>

/**
 * Answer of a create: one order per group (shippable products by
 * dispatch point, pickup products, services); `orderId` is the first one's
 * `_id` (`data.orderId` of the create call); `checkoutId` names the set, to pay it at
 * once. The confirmation messages reach the chat over the socket after the 2 s
 * typing simulation, 1 s apart (docs/product.md, 'Business constants and
 * limits'); they are stored with the orders.
 */
export const CreateOrderResponse = answer(
  {
    data: t.intersection([
      t.type({ orderId: Text, orders: t.array(Order), messages: t.array(ChatMessage) }),
      t.partial({ checkoutId: Text }),
    ]),
  },
  'CreateOrderResponse',
)
export type CreateOrderResponse = t.TypeOf<typeof CreateOrderResponse>

export { PageNumber }

export const OrdersSort = t.keyof({ createdDate: null, finalAmount: null }, 'OrdersSort')
export type OrdersSort = t.TypeOf<typeof OrdersSort>
export const StatusFilter = t.union([OrderStatusCodec, t.literal('All')], 'StatusFilter')
export type StatusFilter = t.TypeOf<typeof StatusFilter>

/**
 * Query of `chat_widget_side_get_orders`: `page` from 1 (default 1),
 * `search` in the order id, title and item names (case-insensitive),
 * `sortBy` newest first (`createdDate`, default) or largest first
 * (`finalAmount`), `statusFilter` one status or 'All' (default).
 */
export const GetOrdersQuery = t.intersection(
  [
    t.type({ customerId: Text }),
    t.partial({ page: PageNumber, search: Text, sortBy: OrdersSort, statusFilter: StatusFilter, subdomain: Text }),
  ],
  'GetOrdersQuery',
)
export type GetOrdersQuery = t.TypeOf<typeof GetOrdersQuery>

/** `size`: the number of pages (docs/product.md, 'Calls'); `total`: the number of orders that match. */
export const OrdersResponse = answer({ orders: t.array(Order), size: t.number, total: t.number }, 'OrdersResponse')
export type OrdersResponse = t.TypeOf<typeof OrdersResponse>

/**
 * Body of `chat_widget_side_cancel_order`: `orderId` is the order's `_id`.
 * Refused with 409 (and the reason) once something is paid or the order has
 * left its first stage (`customerMayCancel`).
 */
export const CancelOrderBody = t.intersection(
  [t.type({ mode: t.literal('cancel'), orderId: Text, customerId: Text }), subdomain],
  'CancelOrderBody',
)
export type CancelOrderBody = t.TypeOf<typeof CancelOrderBody>
/** `data`: the cancelled order, as a one-entry list. */
export const CancelOrderResponse = answer({ data: t.array(Order) }, 'CancelOrderResponse')

/** Owner: the site's orders, filtered like the customer's, optionally one customer's. */
export const OwnerOrdersQuery = t.partial(
  { page: PageNumber, search: Text, sortBy: OrdersSort, statusFilter: StatusFilter, customerId: Text },
  'OwnerOrdersQuery',
)
export type OwnerOrdersQuery = t.TypeOf<typeof OwnerOrdersQuery>
export const OwnerOrdersResponse = answer(
  {
    orders: t.array(t.intersection([Order, t.type({ customerId: Text, customerPhone: Text })])),
    size: t.number,
    total: t.number,
  },
  'OwnerOrdersResponse',
)

/** Owner: move an order (`advance` completes its next stage). Each change reaches the customer live. */
export const OwnerOrderActionBody = t.type(
  { orderId: Text, action: t.keyof({ advance: null, complete: null, cancel: null }) },
  'OwnerOrderActionBody',
)
export type OwnerOrderActionBody = t.TypeOf<typeof OwnerOrderActionBody>
export const OwnerOrderActionResponse = answer({ data: Order }, 'OwnerOrderActionResponse')

/** The `order-updated` socket event: the order as it is now; `clientId` is the site. */
export const OrderUpdatedEvent = t.type({ clientId: Text, order: Order }, 'OrderUpdatedEvent')
export type OrderUpdatedEvent = t.TypeOf<typeof OrderUpdatedEvent>
