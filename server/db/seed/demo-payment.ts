import type { ManualDetails } from '../../../contract/payment.js'

/**
 * The demo's manual payment details (docs/product.md, 'Entities and fields'): a UPI id and a phone number, and
 * no QR image of its own, so the widget draws the QR of the UPI link.
 */
export const demoManualPayment: ManualDetails = {
  upiId: 'kesarkitchen@upi',
  upiAccountName: 'Kesar Kitchen',
  phoneNumber: '+91 98290 00000',
  phoneNumberAccountName: 'Meera Sharma (Kesar Kitchen)',
}
