import { makeAutoObservable } from 'mobx'
import { paidAmount } from '../../../contract/order-status'
import type { Order } from '../../../contract/orders'
import { PaymentReference } from '../../../contract/payment'
import {
  OWNER_COMPLETE_PAID_PATH,
  OWNER_REFUND_PATH,
  type OwnerCompletePaidBody,
  type OwnerRefundBody,
} from '../../../contract/refunds'

/**
 * What the owner's money dialog does: 'Cancel and refund ₹X' (`refund`), 'Settle refund ₹X' (`settle`), or
 * 'Mark completed' on an order not fully paid (`complete`: how was the rest paid outside?).
 */
export type MoneyKind = 'refund' | 'settle' | 'complete'
export type MoneyMethod = 'gateway' | 'upi' | 'cash'

/**
 * The state of one money dialog: the chosen method and the UPI reference
 * (UTR). A refund by UPI needs its reference; completing by UPI may leave it
 * out. `request` is the call it makes, or null with `error` set.
 */
export class MoneyDialog {
  method: MoneyMethod
  reference = ''
  /** Shown once the owner tried to confirm with a reference that is not one. */
  tried = false

  constructor(
    readonly kind: MoneyKind,
    readonly order: Order,
  ) {
    this.method = this.methods[0]!
    makeAutoObservable(this, { kind: false, order: false })
  }

  /** The methods offered: a gateway refund only when a gateway took the money. */
  get methods(): MoneyMethod[] {
    if (this.kind === 'complete') return ['cash', 'upi']
    return this.order.paidOnline ? ['gateway', 'upi'] : ['upi']
  }

  /** Rupees the dialog is about: what was paid (refund), what is owed back (settle), what is left to pay (complete). */
  get amount(): number {
    if (this.kind === 'refund') return paidAmount(this.order)
    if (this.kind === 'settle') return this.order.refundDue ?? 0
    return this.order.paymentMilestones
      .filter((milestone) => milestone.status === 'Pending')
      .reduce((sum, milestone) => sum + milestone.amount, 0)
  }

  get needsReference(): boolean {
    return this.method === 'upi'
  }

  /** 'missing' or 'invalid' once tried; null when the reference is fine (or not needed). */
  get referenceError(): 'missing' | 'invalid' | null {
    if (!this.needsReference) return null
    const reference = this.reference.trim()
    if (reference === '') return this.kind === 'complete' ? null : 'missing'
    return PaymentReference.is(reference) ? null : 'invalid'
  }

  choose(method: MoneyMethod): void {
    this.method = method
  }

  setReference(reference: string): void {
    this.reference = reference
  }

  /** The call to make, or null (and the reference error shown) when the reference is not right. */
  request(): { path: string; body: OwnerRefundBody | OwnerCompletePaidBody } | null {
    this.tried = true
    if (this.referenceError) return null
    const reference = this.needsReference && this.reference.trim() !== '' ? { reference: this.reference.trim() } : {}
    if (this.kind === 'complete')
      return {
        path: OWNER_COMPLETE_PAID_PATH,
        body: { orderId: this.order._id, method: this.method === 'upi' ? 'upi' : 'cash', ...reference },
      }
    return {
      path: OWNER_REFUND_PATH,
      body: {
        orderId: this.order._id,
        action: this.kind === 'refund' ? 'cancel' : 'settle',
        method: this.method === 'gateway' ? 'gateway' : 'upi',
        ...reference,
      },
    }
  }
}
