import * as t from 'io-ts'
import { answer } from './codec'
import { Order } from './orders'
import { PaymentReference } from './payment'
import { Text } from './text'

/**
 * Owner: 'Cancel and refund ₹X' (`action: 'cancel'`: the order is cancelled and everything paid for it goes back) and
 * 'Settle refund' (`action: 'settle'`: money kept for a refund goes back). `method: 'gateway'` refunds through the
 * gateway that took the payment; `'upi'` records the owner's own UPI refund, with its `reference` (UTR).
 */
export const OWNER_REFUND_PATH = '/business_website/owner/orders/refund'
/** Owner: completes an unpaid order, recording that the rest was paid outside (cash, or UPI with a reference). */
export const OWNER_COMPLETE_PAID_PATH = '/business_website/owner/orders/complete-paid'

export const RefundMethod = t.keyof({ gateway: null, upi: null }, 'RefundMethod')
export type RefundMethod = t.TypeOf<typeof RefundMethod>

/**
 * @example
 * { orderId: 'KK-1001', action: 'cancel', method: 'upi', reference: '412345678901' }
 */
export const OwnerRefundBody = t.intersection(
  [
    t.type({ orderId: Text, action: t.keyof({ cancel: null, settle: null }), method: RefundMethod }),
    t.partial({ reference: PaymentReference }),
  ],
  'OwnerRefundBody',
)
export type OwnerRefundBody = t.TypeOf<typeof OwnerRefundBody>

export const OutsideMethod = t.keyof({ cash: null, upi: null }, 'OutsideMethod')
export type OutsideMethod = t.TypeOf<typeof OutsideMethod>

/**
 * @example
 * { orderId: 'KK-1001', method: 'cash' }
 */
export const OwnerCompletePaidBody = t.intersection(
  [t.type({ orderId: Text, method: OutsideMethod }), t.partial({ reference: PaymentReference })],
  'OwnerCompletePaidBody',
)
export type OwnerCompletePaidBody = t.TypeOf<typeof OwnerCompletePaidBody>

/** Both answer the order as it is now. */
export const OwnerOrderMoneyResponse = answer({ data: Order }, 'OwnerOrderMoneyResponse')
export type OwnerOrderMoneyResponse = t.TypeOf<typeof OwnerOrderMoneyResponse>
