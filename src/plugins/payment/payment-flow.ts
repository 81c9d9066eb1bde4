import { makeAutoObservable, runInAction } from 'mobx'
import type { Order } from '../../../contract/orders'
import {
  PAYMENT_INTEGRATION_PATH,
  PaymentIntegrationResponse,
  type PaymentIntegration,
} from '../../../contract/payment'
import type { ChatEngine } from '../../engine/chat-engine'
import { unpaidAmount } from '../../../contract/order-status'
import type { CheckoutGroup } from './checkout-group'
import { ManualPayment, manualMethods } from './manual-payment'
import { OnlineCheckout } from './online-checkout'

type Status = 'loading' | 'unavailable' | 'ready'

/** What the manual payment's parts are given: the order's payment sheet, and its manual payment. */
export interface ManualPaymentProps {
  flow: PaymentFlow
  manual: ManualPayment
}

/**
 * The payment sheet of one order: loads how the site takes payment
 * (`get_payment_integration_data` for the selected gateway), then offers
 * the online gateway (`OnlineCheckout`) or manual payment (`ManualPayment`),
 * or both when an online site also has manual details. A site with no
 * gateway selected, or whose data cannot be loaded, is 'Payment gateway
 * not configured properly'.
 */
export class PaymentFlow {
  status: Status = 'loading'
  integration: PaymentIntegration | null = null
  view: 'online' | 'manual' = 'online'
  online: OnlineCheckout | null = null
  manual: ManualPayment | null = null
  /** What is paid now: the first Pending milestone (else the final amount), in rupees. */
  readonly amount: number
  /** The milestone being paid, if the order has one Pending. */
  private readonly milestoneId: string | null

  constructor(
    private readonly engine: ChatEngine,
    readonly order: Order,
    /** Closes the sheet. */
    private readonly done: () => void,
    /** Every order of a checkout at once (`order` is the first of them), or null for `order` alone. */
    readonly group: CheckoutGroup | null = null,
  ) {
    this.amount = group ? group.amount : unpaidAmount(order)
    this.milestoneId = order.paymentMilestones.find((milestone) => milestone.status === 'Pending')?.id ?? null
    makeAutoObservable<PaymentFlow, 'engine' | 'done' | 'milestoneId'>(this, {
      engine: false,
      order: false,
      done: false,
      milestoneId: false,
      group: false,
    })
  }

  /** The order ids this sheet pays ('KK-1001' or 'KK-1001, KK-1002'). */
  get orderIds(): string {
    return this.group ? this.group.orders.map((order) => order.orderId).join(', ') : this.order.orderId
  }

  /** The order as the widget knows it now (the business may confirm a manual payment while the sheet is open). */
  get currentOrder(): Order {
    return this.engine.plugin('orders').findOrder(this.order.orderId) ?? this.order
  }

  /** Whether what this sheet pays is paid by now. */
  get isPaid(): boolean {
    if (this.group) {
      const orders = this.engine.plugin('orders')
      return this.group.orders.every((order) => (orders.findOrder(order.orderId) ?? order).paymentStatus === 'Paid')
    }
    const order = this.currentOrder
    const milestone = order.paymentMilestones.find((entry) => entry.id === this.milestoneId)
    return milestone ? milestone.status === 'Paid' : order.paymentStatus === 'Paid'
  }

  /** The other way to pay, when the site offers both. */
  get alternative(): 'online' | 'manual' | null {
    if (this.view === 'online') return this.manual ? 'manual' : null
    return this.online ? 'online' : null
  }

  async load(): Promise<void> {
    const gatewayId = this.engine.site.settings.payment?.selectedGatewayId
    this.status = 'loading'
    if (!gatewayId) return this.unavailable()
    try {
      const answer = await this.engine.transport.get(PAYMENT_INTEGRATION_PATH, PaymentIntegrationResponse, {
        gatewayId,
        customerId: this.engine.session.customerId ?? '',
        subdomain: this.engine.site.subdomain,
      })
      runInAction(() => this.ready(gatewayId, answer.data))
    } catch (error) {
      console.error('Vitrine chat: payment integration data could not be loaded', error)
      this.unavailable()
    }
  }

  show(view: 'online' | 'manual'): void {
    if ((view === 'online' && this.online) || (view === 'manual' && this.manual)) this.view = view
    if (view === 'manual') void this.manual?.drawUpiQr()
  }

  close(): void {
    this.done()
  }

  dispose(): void {
    this.online?.dispose()
    this.manual?.dispose()
  }

  private ready(gatewayId: string, integration: PaymentIntegration): void {
    this.integration = integration
    const orders = this.engine.plugin('orders')
    if (integration.type === 'online') {
      this.online = new OnlineCheckout(this.engine, this.order, gatewayId, (order) => this.paid(order), this.group)
    }
    if (integration.type === 'manual' || manualMethods(integration.manualDetails).length > 0) {
      this.manual = new ManualPayment(
        this.engine,
        this.order,
        integration.manualDetails,
        this.amount,
        (order) => orders.orderChanged(order),
        this.group,
      )
    }
    this.status = 'ready'
    this.show(integration.type)
  }

  /** Verified: the order shows Paid wherever it is shown, the sheet closes, a snackbar says so. */
  private paid(order: Order): void {
    this.engine.plugin('orders').orderChanged(order)
    const text = this.group
      ? this.engine.t('payment:checkout.paid', { orderIds: this.orderIds })
      : this.engine.t('payment:paid', { orderId: order.orderId })
    this.engine.snackbar.show(text, 'success')
    this.done()
  }

  private unavailable(): void {
    this.status = 'unavailable'
  }
}
