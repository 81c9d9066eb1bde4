/**
 * The online payment gateway a site takes payments through.
 * Two implementations share this contract: Razorpay (`razorpay-gateway.ts`,
 * the official SDK) and the offline sandbox (`sandbox-gateway.ts`, the
 * default outside production), whose checkout script has Razorpay's browser
 * contract and which signs with its own secret, so verification runs the
 * same code for both.
 */

/** A gateway order: what the checkout script is opened with. Amounts in paise. */
export interface GatewayOrder {
  id: string
  amount: number
  currency: 'INR'
}

/** A payment the gateway knows of, for the reconciler. */
export interface GatewayPayment {
  id: string
  orderId: string
  amount: number
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
}

/** A refund the gateway took: `pending` until it is processed (a webhook or a later look tells). Amount in paise. */
export interface GatewayRefund {
  id: string
  amount: number
  status: 'pending' | 'processed' | 'failed'
}

export interface CreateGatewayOrder {
  /** Paise. */
  amount: number
  /** Our reference (the payment attempt id), at most 40 characters. */
  receipt: string
  notes: Record<string, string>
}

export interface PaymentGateway {
  readonly id: 'sandbox' | 'razorpay'
  /** Shown to the customer ('Razorpay', 'Sandbox'). */
  readonly name: string
  /** Public key id the checkout script is opened with. */
  readonly keyId: string
  /** Test keys: no real money moves. */
  readonly testMode: boolean
  /** URL of the checkout script (Razorpay's checkout.js contract). */
  readonly checkoutScript: string
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>
  /** Every payment of a gateway order (Razorpay: `orders.fetchPayments`). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  /**
   * Sends a captured payment's money back (Razorpay: `POST /v1/payments/:id/refund`); the answer says whether it is
   * processed yet. `notes` go with it (our payment attempt id).
   */
  refund(paymentId: string, refund: { amount: number; notes: Record<string, string> }): Promise<GatewayRefund>
  /** The checkout handler's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(payment: { orderId: string; paymentId: string; signature: string }): boolean
  /** `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean
}

/** A gateway call that failed (network, credentials, refusal); its text is for the log only. */
export class GatewayError extends Error {
  override name = 'GatewayError'
}
