import type { Generated } from 'kysely'
import type { CreatedAt, Json, JsonWithDefault, UpdatedAt } from './schema-columns.js'

/* The tables of orders and payments (part of `Database` in schema.ts). */

export interface OrdersTable {
  id: Generated<string>
  siteId: string
  customerId: string
  orderId: string
  title: string
  status: 'Draft' | 'Active' | 'Completed' | 'Cancelled'
  paymentStatus: string
  /** Items, shipping details, totals, milestones and pipeline stages, amounts in paise. */
  details: Json<unknown>
  finalAmount: number
  /** Lower-cased order id, title and item names, for the History search. */
  searchText: Generated<string>
  /** Shared by the orders one Create Order made (they can be paid together); null for older orders. */
  checkoutId: string | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** The last human order number of a site ('KK-1042' is 1042). */
export interface OrderSequencesTable {
  siteId: string
  lastNumber: number
}

/** A create's `Idempotency-Key` and what it made (a retry answers these). */
export interface OrderRequestsTable {
  siteId: string
  customerId: string
  idempotencyKey: string
  orderIds: JsonWithDefault<string[]>
  messageIds: JsonWithDefault<string[]>
  /** sha256 of the order the key was first used for (null: stored before the column existed). */
  requestHash: string | null
  createdAt: CreatedAt
}

/** A payment attempt: an online gateway order, or a manual payment the customer reported. Amount in paise. */
export interface PaymentsTable {
  id: Generated<string>
  siteId: string
  customerId: string
  orderId: string
  /** 'manual', 'sandbox' or 'razorpay'. */
  gateway: string
  amount: number
  status: PaymentAttemptStatus
  gatewayOrderId: string | null
  gatewayPaymentId: string | null
  /** The payment milestone this attempt pays. */
  milestoneId: string | null
  /** A manual payment's reference (UTR). */
  reference: string | null
  screenshotUrl: string | null
  /** Money arrived for an order that was cancelled or already paid: the owner refunds it. */
  needsRefund: Generated<boolean>
  /** How the money went back: through the gateway, or by UPI with `refundReference`. */
  refundMethod: Generated<'gateway' | 'upi' | null>
  /** Where the refund is: `pending` until the gateway answers `processed` or `failed`. */
  refundStatus: Generated<RefundStatus | null>
  refundReference: Generated<string | null>
  gatewayRefundId: Generated<string | null>
  /** A payment of a whole checkout: `payment_parts` says what it credits (`milestoneId` is null). */
  checkoutId: Generated<string | null>
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** One order's milestone a checkout's payment credits; amount in paise. */
export interface PaymentPartsTable {
  paymentId: string
  siteId: string
  orderId: string
  milestoneId: string
  amount: number
}

/**
 * Forward only: created | reported → paid | failed, failed → paid; paid and refund_required → refunded; a refund that
 * failed puts it back to refund_required.
 */
export type PaymentAttemptStatus = 'created' | 'reported' | 'paid' | 'failed' | 'refund_required' | 'refunded'

export type RefundStatus = 'pending' | 'processed' | 'failed'

/** A gateway webhook event already applied (its id, per site). */
export interface PaymentEventsTable {
  siteId: string
  eventId: string
  receivedAt: CreatedAt
}

/** An order the sandbox gateway created (what Razorpay would keep on its side); amount in paise. */
export interface SandboxOrdersTable {
  id: string
  amount: number
  receipt: string
  notes: JsonWithDefault<Record<string, string>>
  createdAt: CreatedAt
}

/** A payment made in the sandbox's test dialog: captured (Success) or failed (Failure); refunded by its refund API. */
export interface SandboxPaymentsTable {
  id: string
  orderId: string
  amount: number
  status: 'captured' | 'failed' | 'refunded'
  /** Paise refunded so far: partial refunds keep it `captured` until all of `amount` is back. */
  amountRefunded: Generated<number>
  createdAt: CreatedAt
}

/** An owner's quote to a customer (migration 0015): lines in paise, `validUntil` a day (YYYY-MM-DD). */
export interface QuotesTable {
  id: Generated<string>
  siteId: string
  customerId: string
  quoteNumber: string
  /** `{ itemId, name, quantity, unitPrice, kind }[]`, prices in paise. */
  lines: Json<unknown>
  note: string
  validUntil: string
  status: 'open' | 'accepted' | 'declined'
  orderIds: JsonWithDefault<string[]>
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}
