import { makeAutoObservable, runInAction } from 'mobx'
import type { Order } from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'
import type { WidgetTab } from '../../engine/names'
import type { CheckoutGroup } from './checkout-group'
import type { PaymentFlow } from './payment-flow'

type Runtime = typeof import('./payment-runtime')

/** A Pay button not drawn again by then (a chat row scrolled away) does not take the focus later. */
const REFOCUS_MS = 1000

/**
 * The payment plugin's public store (`engine.plugin('payment')`): the
 * payment under way, drawn by the `payment` side panel (whether an order is
 * offered 'Pay' is `offersPay`). The flow's code and the sheet load when
 * the first payment starts (`payment-runtime.ts`). Closing the sheet goes back to the tab it
 * was opened from and hands focus back to that order's Pay button.
 */
export class PaymentStore {
  flow: PaymentFlow | null = null
  /** The `_id` of the order whose Pay button takes the focus back (the sheet just closed). */
  refocus: string | null = null
  private returnTab: WidgetTab = 'chat'
  private runtime: Promise<Runtime> | null = null
  private refocusTimer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly engine: ChatEngine) {
    makeAutoObservable<PaymentStore, 'engine' | 'runtime' | 'returnTab' | 'refocusTimer'>(this, {
      engine: false,
      runtime: false,
      returnTab: false,
      refocusTimer: false,
    })
  }

  /** Opens the payment sheet for `order` (in the chat tab's side panel); with `group`, for every order of it. */
  async start(order: Order, group: CheckoutGroup | null = null): Promise<void> {
    const { PaymentFlow, addPaymentStrings } = await (this.runtime ??= import('./payment-runtime'))
    addPaymentStrings(this.engine.i18n)
    const flow = runInAction(() => {
      this.flow?.dispose()
      if (this.engine.ui.panel !== 'payment') this.returnTab = this.engine.ui.tab
      this.refocus = null
      const flow: PaymentFlow = new PaymentFlow(this.engine, order, () => this.close(flow), group)
      this.flow = flow
      this.engine.ui.setTab('chat')
      this.engine.ui.openPanel('payment')
      return flow
    })
    await flow.load()
  }

  /**
   * Closes the sheet (only if it still shows `which`, when given): back where it was opened, focus to the order's Pay
   * button.
   */
  close(which?: PaymentFlow): void {
    const flow = this.flow
    if (!flow || (which && which !== flow)) return
    flow.dispose()
    this.flow = null
    if (this.engine.ui.panel === 'payment') this.engine.ui.closePanel()
    this.engine.ui.setTab(this.returnTab)
    this.refocus = flow.order._id
    if (this.refocusTimer) clearTimeout(this.refocusTimer)
    this.refocusTimer = setTimeout(() => this.refocused(), REFOCUS_MS)
  }

  /** The Pay button took the focus back. */
  refocused(): void {
    this.refocus = null
  }

  onLogout(): void {
    this.flow?.dispose()
    this.flow = null
    this.refocus = null
  }

  dispose(): void {
    this.flow?.dispose()
    if (this.refocusTimer) clearTimeout(this.refocusTimer)
  }
}
