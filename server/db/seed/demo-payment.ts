import { DEMO_PHONE, DEMO_PROPRIETOR } from '../../../contract/demo/demo-page.js'
import type { ManualDetails } from '../../../contract/payment.js'

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
