import { QUICK_REPLY_PLACEHOLDERS, type QuickReplyPlaceholder } from '../../../contract/owner-quick-replies'

const PLACEHOLDER = new RegExp(`\\{(${QUICK_REPLY_PLACEHOLDERS.join('|')})\\}`, 'g')

/**
 * A quick reply's text with its placeholders filled from the conversation: `{name}`, `{order}`, `{upi}`, `{hours}`.
 * One with no value here (no order yet, no UPI id or hours set) stays as written, so the owner sees it in the composer
 * before sending.
 *
 * @example
 * fillPlaceholders('Thank you {name}! Order {order} is confirmed.', { name: 'Asha', order: 'KK-1003' })
 * // 'Thank you Asha! Order KK-1003 is confirmed.'
 */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<QuickReplyPlaceholder, string | null | undefined>>,
): string {
  return text.replace(PLACEHOLDER, (whole, name: QuickReplyPlaceholder) => values[name]?.trim() || whole)
}
