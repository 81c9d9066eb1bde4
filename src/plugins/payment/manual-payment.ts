import { makeAutoObservable, runInAction } from 'mobx'
import type { Order } from '../../../contract/orders'
import {
  PaymentReference,
  REPORT_CHECKOUT_PAYMENT_PATH,
  REPORT_MANUAL_PAYMENT_PATH,
  ReportCheckoutPaymentResponse,
  ReportManualPaymentResponse,
  upiLink,
  type ManualDetails,
  type ReportCheckoutPaymentBody,
  type ReportManualPaymentBody,
} from '../../../contract/payment'
import type { ChatEngine } from '../../engine/chat-engine'
import { serverMessageOf } from '../../client/http/http-error'
import type { CheckoutGroup } from './checkout-group'

/** The copied flag clears after this long. */
export const COPIED_MS = 2000

/** Manual methods, in the order they are offered. */
export const MANUAL_METHODS = ['qrCode', 'upiId', 'phoneNumber'] as const
export type ManualMethod = (typeof MANUAL_METHODS)[number]
/** The details a customer can copy. */
export type CopyableDetail = 'upiId' | 'phoneNumber'

/** A method is offered only when its detail is there. */
export function manualMethods(details: ManualDetails): ManualMethod[] {
  return MANUAL_METHODS.filter((method) => (details[method] ?? '').trim() !== '')
}

/**
 * Paying an order by UPI, QR code or phone (docs/product.md): the methods the site
 * has, the first chosen; copying the UPI id or phone (the copied flag
 * clears after 2 s); the UPI deep link in INR, and a QR of it drawn when the
 * site has no QR image of its own; then reporting the payment with its
 * reference (UTR). The order stays Pending until the business confirms it
 * (docs/product.md, 'Roles and permissions'); the orders plugin shows that live.
 */
export class ManualPayment {
  method: ManualMethod | null
  copied: CopyableDetail | null = null
  /** The UPI link's QR as an image URL (SVG), once drawn. */
  upiQr: string | null = null
  reference = ''
  referenceError: string | null = null
  reporting = false
  reported = false
  /** The uploaded screenshot of the payment (optional), its upload, or why it was refused. */
  screenshot: { name: string; url: string } | null = null
  uploadingScreenshot = false
  screenshotError: string | null = null
  private copiedTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly engine: ChatEngine,
    private readonly order: Order,
    readonly details: ManualDetails,
    /** Rupees: the first Pending milestone's amount (else the final amount). */
    readonly amount: number,
    /** The reported order (still Pending). */
    private readonly reportedOrder: (order: Order) => void,
    /** A whole checkout paid at once (one UPI amount, one reference), or null for `order` alone. */
    private readonly group: CheckoutGroup | null = null,
  ) {
    this.method = manualMethods(details)[0] ?? null
    makeAutoObservable<ManualPayment, 'engine' | 'order' | 'copiedTimer' | 'reportedOrder' | 'group'>(this, {
      engine: false,
      order: false,
      details: false,
      copiedTimer: false,
      reportedOrder: false,
      group: false,
    })
  }

  get methods(): ManualMethod[] {
    return manualMethods(this.details)
  }

  /** The UPI deep link (`upi://pay?pa=…&am=…&cu=INR&tn=<order id>`), or null without a UPI id. */
  get upiLink(): string | null {
    return upiLink(
      this.details,
      this.amount,
      this.group ? this.group.orders.map((order) => order.orderId).join(', ') : this.order.orderId,
    )
  }

  choose(method: ManualMethod): void {
    this.method = method
  }

  /** Copies the UPI id or phone; 'Copied' for 2 s, or 'Failed to copy to clipboard'. */
  async copy(detail: CopyableDetail): Promise<void> {
    const text = this.details[detail]
    try {
      if (!text || !navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(text)
    } catch {
      this.engine.snackbar.show(this.engine.t('payment:errors.copy'))
      return
    }
    runInAction(() => (this.copied = detail))
    if (this.copiedTimer) clearTimeout(this.copiedTimer)
    this.copiedTimer = setTimeout(() => runInAction(() => (this.copied = null)), COPIED_MS)
  }

  /** Draws the UPI link's QR when the site has no QR image of its own (the QR library loads now). */
  async drawUpiQr(): Promise<void> {
    const link = this.upiLink
    if (!link || this.details.qrCode || this.upiQr) return
    try {
      const { toString } = await import('qrcode')
      const svg = await toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      runInAction(() => (this.upiQr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
    } catch (error) {
      // The link and the UPI id still work without the picture.
      console.error('Vitrine chat: the UPI QR code could not be drawn', error)
    }
  }

  setReference(text: string): void {
    this.reference = text
    this.referenceError = null
  }

  /** Uploads a screenshot of the payment (jpeg or png) through the media plugin; a new one replaces the old. */
  async attachScreenshot(file: File): Promise<void> {
    this.uploadingScreenshot = true
    this.screenshotError = null
    try {
      const url = await this.engine.plugin('media').uploadImage(file)
      runInAction(() => (this.screenshot = { name: file.name, url }))
    } catch (error) {
      runInAction(
        () =>
          (this.screenshotError =
            error instanceof Error && error.message ? error.message : this.engine.t('payment:errors.screenshot')),
      )
    } finally {
      runInAction(() => (this.uploadingScreenshot = false))
    }
  }

  removeScreenshot(): void {
    this.screenshot = null
    this.screenshotError = null
  }

  /**
   * Reports the payment with its reference (UTR: the contract's rule, 6 to
   * 30 letters or digits). A blank one asks for it; anything else wrong says
   * what a UTR looks like (UPI's are 12 digits).
   */
  async report(): Promise<void> {
    if (this.reporting || this.uploadingScreenshot) return
    // UPI apps often show the reference in groups ('4021 1234 5678'): the spaces are not part of it.
    const checked = PaymentReference.decode(this.reference.replace(/\s+/g, ''))
    if (checked._tag === 'Left') {
      this.referenceError = this.engine.t(
        this.reference.trim() === '' ? 'payment:errors.reference' : 'payment:errors.referenceFormat',
      )
      return
    }
    this.reporting = true
    const base = {
      customerId: this.engine.session.customerId ?? '',
      reference: checked.right,
      subdomain: this.engine.site.subdomain,
      ...(this.screenshot ? { screenshotUrl: this.screenshot.url } : {}),
    }
    try {
      const orders = this.group
        ? (
            await this.engine.transport.post(
              REPORT_CHECKOUT_PAYMENT_PATH,
              { ...base, checkoutId: this.group.checkoutId } satisfies ReportCheckoutPaymentBody,
              ReportCheckoutPaymentResponse,
            )
          ).data
        : [
            (
              await this.engine.transport.post(
                REPORT_MANUAL_PAYMENT_PATH,
                { ...base, orderId: this.order._id } satisfies ReportManualPaymentBody,
                ReportManualPaymentResponse,
              )
            ).data,
          ]
      runInAction(() => (this.reported = true))
      for (const order of orders) this.reportedOrder(order)
    } catch (error) {
      this.engine.snackbar.show(serverMessageOf(error) ?? this.engine.t('payment:errors.report'))
    } finally {
      runInAction(() => (this.reporting = false))
    }
  }

  dispose(): void {
    if (this.copiedTimer) clearTimeout(this.copiedTimer)
  }
}
