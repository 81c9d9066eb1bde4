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
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}

/** Forward only: created | reported → paid | failed, failed → paid; paid and refund_required are final. */
export type PaymentAttemptStatus = 'created' | 'reported' | 'paid' | 'failed' | 'refund_required'

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

/** A payment made in the sandbox's test dialog: captured (Success) or failed (Failure). */
export interface SandboxPaymentsTable {
  id: string
  orderId: string
  amount: number
  status: 'captured' | 'failed'
  createdAt: CreatedAt
}
