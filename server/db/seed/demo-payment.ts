import type { ManualDetails } from '../../../contract/payment.js'

/** Who runs Kesar Kitchen: the page names her, and UPI apps show her as the payee, so a payer sees the same name. */
export const DEMO_PROPRIETOR = 'Meera Agarwal'
/** The kitchen's phone: the page gives it, and payments to a phone number go to it. */
export const DEMO_PHONE = '+91 98290 12345'

/**
 * The demo's manual payment details (docs/product.md, 'Entities and fields'): a UPI id and a phone number, both in
 * the name of the owner the page names (`DEMO_PROPRIETOR`), and
 * no QR image of its own, so the widget draws the QR of the UPI link.
 */
export const demoManualPayment: ManualDetails = {
  upiId: 'kesarkitchen@upi',
  upiAccountName: `${DEMO_PROPRIETOR} (Kesar Kitchen)`,
  phoneNumber: DEMO_PHONE,
  phoneNumberAccountName: `${DEMO_PROPRIETOR} (Kesar Kitchen)`,
}
