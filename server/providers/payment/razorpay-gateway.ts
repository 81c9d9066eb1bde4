import type Razorpay from 'razorpay'
import { onFirstUse } from '../../lib/on-first-use.js'
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.js'
import { RazorpaySignatures } from './signature.js'

/** A site's Razorpay account (README "Settings": `RAZORPAY_CREDENTIALS`). The secrets never leave the server. */
export interface RazorpayCredentials {
  keyId: string
  keySecret: string
  webhookSecret: string
}

/** What the constructor reaches inside the SDK to point it at another host. */
interface SdkInternals {
  api: { rq: { defaults: { baseURL?: string } } }
}

/** Razorpay's hosted checkout script. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
/** How long a Razorpay API call may take. */
const RAZORPAY_TIMEOUT_MS = 10_000

/** Razorpay through its official Node SDK (Orders API; amounts in paise, INR). */
export class RazorpayGateway extends RazorpaySignatures implements PaymentGateway {
  readonly id = 'razorpay'
  readonly name = 'Razorpay'
  readonly checkoutScript = RAZORPAY_CHECKOUT_SCRIPT
  readonly keyId: string
  readonly testMode: boolean
  /** The SDK, loaded with the first call (on-first-use.ts). */
  readonly #client: () => Promise<Razorpay>

  /** `apiUrl`: Razorpay's API (default https://api.razorpay.com); tests point it at a local fake of the same API. */
  constructor(credentials: RazorpayCredentials, apiUrl?: string) {
    super(credentials)
    this.keyId = credentials.keyId
    this.testMode = credentials.keyId.startsWith('rzp_test_')
    this.#client = onFirstUse(async () => {
      const Sdk = (await import('razorpay')).default
      const client = new Sdk({ key_id: credentials.keyId, key_secret: credentials.keySecret })
      // The SDK has no option for its host; its HTTP client is an axios instance with the host as `baseURL`.
      if (apiUrl) (client as unknown as SdkInternals).api.rq.defaults.baseURL = apiUrl
      return client
    })
  }

  async createOrder(order: CreateGatewayOrder): Promise<GatewayOrder> {
    const created = await this.#call(async () =>
      (await this.#client()).orders.create({
        amount: order.amount,
        currency: 'INR',
        receipt: order.receipt,
        notes: order.notes,
      }),
    )
    return { id: created.id, amount: Number(created.amount), currency: 'INR' }
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const { items } = await this.#call(async () => (await this.#client()).orders.fetchPayments(orderId))
    return items.map((payment) => ({ id: payment.id, orderId, amount: Number(payment.amount), status: payment.status }))
  }

  async refund(paymentId: string, refund: { amount: number; notes: Record<string, string> }): Promise<GatewayRefund> {
    const answer = await this.#call(async () =>
      (await this.#client()).payments.refund(paymentId, { amount: refund.amount, notes: refund.notes }),
    )
    const status = answer.status === 'processed' || answer.status === 'failed' ? answer.status : 'pending'
    return { id: answer.id, amount: Number(answer.amount), status }
  }

  async #call<T>(call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GatewayError(`Razorpay did not answer within ${RAZORPAY_TIMEOUT_MS} ms`)),
        RAZORPAY_TIMEOUT_MS,
      )
    })
    try {
      return await Promise.race([call(), timeout])
    } catch (error) {
      if (error instanceof GatewayError) throw error
      // The SDK rejects with { statusCode, error: { description } }, not an Error.
      const description = (error as { error?: { description?: string } } | null)?.error?.description
      throw new GatewayError(`Razorpay refused the call: ${description ?? String(error)}`)
    } finally {
      clearTimeout(timer)
    }
  }
}
