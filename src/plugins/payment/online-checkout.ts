import { makeAutoObservable, runInAction } from 'mobx'
import type { Order } from '../../../contract/orders'
import {
  INIT_CHECKOUT_PAYMENT_PATH,
  INIT_PAYMENT_PATH,
  InitPaymentResponse,
  VERIFY_PAYMENT_PATH,
  VerifyPaymentResponse,
  type GatewayInit,
  type InitCheckoutPaymentBody,
  type InitPaymentBody,
  type VerifyPaymentBody,
} from '../../../contract/payment'
import type { ChatEngine } from '../../engine/chat-engine'
import type { CheckoutGroup } from './checkout-group'
import { loadCheckout, type CheckoutFailure, type CheckoutSuccess } from './checkout-script'

/** The modal states of the online gateway dialog. */
export type GatewayState = 'initial' | 'processing' | 'redirecting' | 'failed'

/** The default theme colour (#10B981), for the gateway's window. */
const DEFAULT_THEME = '#10B981'

/**
 * One online payment of an order (docs/product.md): 'Pay' asks our server for a
 * gateway session (`processing`), loads the gateway's checkout script on
 * demand and opens its window (`redirecting`); the window's success is
 * verified by our server (`processing` again), which answers the order as
 * it is now. A failure of any step, or `payment.failed`, is `failed` with
 * its error message (Try Again starts over with a new session); closing the
 * gateway's window goes back to `initial`.
 */
export class OnlineCheckout {
  state: GatewayState = 'initial'
  /** While processing: starting the session or verifying the payment. */
  step: 'starting' | 'verifying' = 'starting'
  error: string | null = null
  /** What the gateway said about a failed payment, when it said something. */
  gatewayReason: string | null = null
  /**
   * The sheet closed: a session still starting does not open the gateway any more (a payment made is still verified).
   */
  private closed = false

  constructor(
    private readonly engine: ChatEngine,
    private readonly order: Order,
    private readonly gatewayId: string,
    /** The verified order (its milestone Paid). */
    private readonly paid: (order: Order) => void,
    /** A whole checkout paid at once (one gateway order for the sum), or null for `order` alone. */
    private readonly group: CheckoutGroup | null = null,
  ) {
    makeAutoObservable<OnlineCheckout, 'engine' | 'order' | 'gatewayId' | 'paid' | 'closed' | 'group'>(this, {
      engine: false,
      order: false,
      gatewayId: false,
      paid: false,
      closed: false,
      group: false,
    })
  }

  get busy(): boolean {
    return this.state === 'processing' || this.state === 'redirecting'
  }

  /** 'Pay' and 'Try Again'. */
  async pay(): Promise<void> {
    if (this.busy) return
    this.state = 'processing'
    this.step = 'starting'
    this.error = null
    this.gatewayReason = null
    let init: GatewayInit
    try {
      const who = { gatewayId: this.gatewayId, customerId: this.engine.session.customerId ?? '' }
      const subdomain = this.engine.site.subdomain
      init = this.group
        ? (
            await this.engine.transport.post(
              INIT_CHECKOUT_PAYMENT_PATH,
              { ...who, checkoutId: this.group.checkoutId, subdomain } satisfies InitCheckoutPaymentBody,
              InitPaymentResponse,
            )
          ).data
        : (
            await this.engine.transport.post(
              INIT_PAYMENT_PATH,
              { ...who, orderId: this.order._id, subdomain } satisfies InitPaymentBody,
              InitPaymentResponse,
            )
          ).data
    } catch (error) {
      console.error('Vitrine chat: payment initialization failed', error)
      return this.fail(this.engine.t('payment:errors.init'))
    }
    if (this.closed) return
    runInAction(() => (this.state = 'redirecting'))
    try {
      const Checkout = await loadCheckout(init.checkoutScript)
      if (this.closed) return
      const checkout = new Checkout({
        key: init.keyId,
        amount: init.amount,
        currency: init.currency,
        name: init.businessName,
        description: this.group ? this.group.orders.map((order) => order.orderId).join(', ') : this.order.orderId,
        order_id: init.order_id,
        handler: (response) => void this.verify(init, response),
        modal: { ondismiss: () => this.dismissed() },
        theme: { color: this.engine.site.settings.themeColor || DEFAULT_THEME },
      })
      checkout.on('payment.failed', (response) => this.gatewayFailed(response))
      checkout.open()
    } catch (error) {
      console.error('Vitrine chat: the payment gateway could not open', error)
      this.fail(this.engine.t('payment:errors.script'))
    }
  }

  dispose(): void {
    this.closed = true
  }

  /** The gateway's window was closed without paying: back to the start (a failure shown stays). */
  private dismissed(): void {
    if (this.state === 'redirecting') this.state = 'initial'
  }

  private gatewayFailed(response: CheckoutFailure): void {
    const reason = response?.error?.description
    this.fail(this.engine.t('payment:errors.failed'))
    this.gatewayReason = typeof reason === 'string' && reason.trim() !== '' ? reason : null
  }

  /** The gateway says paid: our server checks the signature and answers the order. */
  private async verify(init: GatewayInit, response: CheckoutSuccess): Promise<void> {
    runInAction(() => {
      this.state = 'processing'
      this.step = 'verifying'
      this.error = null
    })
    const body: VerifyPaymentBody = {
      razorpay_payment_id: response?.razorpay_payment_id ?? '',
      razorpay_order_id: response?.razorpay_order_id ?? '',
      razorpay_signature: response?.razorpay_signature ?? '',
      paymentAttemptId: init.paymentAttemptId,
    }
    try {
      const answer = await this.engine.transport.post(VERIFY_PAYMENT_PATH, body, VerifyPaymentResponse)
      runInAction(() => (this.state = 'initial'))
      this.paid(answer.data)
    } catch (error) {
      console.error('Vitrine chat: payment verification failed', error)
      this.fail(this.engine.t('payment:errors.verify'))
    }
  }

  private fail(message: string): void {
    this.state = 'failed'
    this.error = message
  }
}
