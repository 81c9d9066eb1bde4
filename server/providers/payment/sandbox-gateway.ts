import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database.js'
import type { ServerSecrets } from '../../db/server-secrets.js'
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.js'
import { hmacHex, paymentSignature, RazorpaySignatures } from './signature.js'

/** Where our server serves the sandbox's checkout script (`contract/payment.ts` SANDBOX_CHECKOUT_PATH). */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox'

/** The sandbox's two secrets, made once per database (`server_secrets`) and never sent anywhere. */
export interface SandboxSecrets {
  keySecret: string
  webhookSecret: string
}

export async function loadSandboxSecrets(secrets: ServerSecrets): Promise<SandboxSecrets> {
  const [key, webhook] = await Promise.all([secrets.get('sandbox-key-secret'), secrets.get('sandbox-webhook-secret')])
  return {
    keySecret: Buffer.from(key).toString('base64url'),
    webhookSecret: Buffer.from(webhook).toString('base64url'),
  }
}

/** A Razorpay-shaped id (`order_…`, `pay_…`) of the sandbox. */
export const sandboxId = (prefix: 'order' | 'pay' | 'rfnd') => `${prefix}_sbx${randomBytes(9).toString('base64url')}`

/**
 * The offline gateway (default outside production): orders and payments are
 * rows of its own tables, payments are made in the test dialog of its
 * checkout script (`sandbox-checkout.ts`), and it signs with its own secret
 * exactly as Razorpay does, so our verification code is the production code.
 */
export class SandboxGateway extends RazorpaySignatures implements PaymentGateway {
  readonly id = 'sandbox'
  readonly name = 'Sandbox'
  readonly keyId = SANDBOX_KEY_ID
  readonly testMode = true

  constructor(
    private readonly db: Db,
    private readonly secrets: SandboxSecrets,
    readonly checkoutScript: string,
  ) {
    super(secrets)
  }

  async createOrder(order: CreateGatewayOrder): Promise<GatewayOrder> {
    const id = sandboxId('order')
    await this.db
      .insertInto('sandboxOrders')
      .values({ id, amount: order.amount, receipt: order.receipt, notes: JSON.stringify(order.notes) })
      .execute()
    return { id, amount: order.amount, currency: 'INR' }
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db
      .selectFrom('sandboxPayments')
      .select(['id', 'amount', 'status'])
      .where('orderId', '=', orderId)
      .orderBy('createdAt')
      .execute()
    return rows.map((row) => ({ id: row.id, orderId, amount: row.amount, status: row.status }))
  }

  /**
   * Razorpay's refund, offline: part or all of a captured payment of the sandbox goes back at once (processed); the
   * payment is `refunded` once all of it has. More than is left, or anything else, is refused as Razorpay refuses it.
   */
  async refund(paymentId: string, refund: { amount: number; notes: Record<string, string> }): Promise<GatewayRefund> {
    const refunded = await this.db
      .updateTable('sandboxPayments')
      .set((eb) => ({
        amountRefunded: eb('amountRefunded', '+', refund.amount),
        status: eb
          .case()
          .when(eb('amountRefunded', '+', refund.amount), '>=', eb.ref('amount'))
          .then('refunded' as const)
          .else('captured' as const)
          .end(),
      }))
      .where('id', '=', paymentId)
      .where('status', '=', 'captured')
      .where((eb) => eb(eb('amountRefunded', '+', refund.amount), '<=', eb.ref('amount')))
      .returning('id')
      .executeTakeFirst()
    if (!refunded) throw new GatewayError(`The sandbox has no captured payment ${paymentId} of that amount to refund`)
    return { id: sandboxId('rfnd'), amount: refund.amount, status: 'processed' }
  }

  /** `X-Razorpay-Signature` of a webhook the sandbox sends. */
  signWebhook(rawBody: string): string {
    return hmacHex(this.secrets.webhookSecret, rawBody)
  }

  /** Books a payment of the test dialog against one of the sandbox's orders; null for an unknown order. */
  async recordPayment(orderId: string, status: 'captured' | 'failed') {
    const order = await this.db
      .selectFrom('sandboxOrders')
      .select(['id', 'amount', 'notes'])
      .where('id', '=', orderId)
      .executeTakeFirst()
    if (!order) return null
    const id = sandboxId('pay')
    await this.db.insertInto('sandboxPayments').values({ id, orderId, amount: order.amount, status }).execute()
    return { id, orderId, amount: order.amount, notes: order.notes }
  }

  /** What the checkout's handler receives for a payment the sandbox made. */
  sign(orderId: string, paymentId: string): string {
    return paymentSignature(this.secrets.keySecret, orderId, paymentId)
  }
}
