import { indianDate } from '../../../contract/service-slot'

/** One line of the Send quote form, as typed (prices in rupees, as text until sent). */
export interface DraftLine {
  key: number
  name: string
  quantity: string
  unitPrice: string
}

/** How long a new quote stays valid by default. */
export const DEFAULT_VALID_DAYS = 7

/**
 * The lines of the customer's latest enquiry, read from its message ('• Wholesale Masala Tins (5 kg) × 2',
 * one line per item, as the widget writes it): the Send quote form starts from them, prices empty.
 *
 * @example
 * enquiryLines('Enquiry request:\n• Masala tins × 4\nNote: for a hostel') // [{ name: 'Masala tins', quantity: '4' }]
 */
export function enquiryLines(text: string): { name: string; quantity: string }[] {
  return text.split('\n').flatMap((row) => {
    const match = /^•\s*(.+?)\s+×\s+(\d+)/.exec(row.trim())
    return match ? [{ name: match[1]!, quantity: match[2]! }] : []
  })
}

/** The form's default last day: a week from `now` (Indian days). */
export const defaultValidUntil = (now: Date) => indianDate(now, DEFAULT_VALID_DAYS)
