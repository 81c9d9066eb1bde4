import type { QuickReplyPlaceholder } from '../../../contract/owner-quick-replies'

/**
 * A quick reply's text with its placeholders filled from the conversation: `{name}`, `{order}`, `{upi}`. One with
 * no value here (no order yet, no UPI id set) stays as written, so the owner sees it in the composer before sending.
 *
 * @example
 * fillPlaceholders('Thank you {name}! Order {order} is confirmed.', { name: 'Asha', order: 'KK-1003' })
 * // 'Thank you Asha! Order KK-1003 is confirmed.'
 */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<QuickReplyPlaceholder, string | null | undefined>>,
): string {
  return text.replace(/\{(name|order|upi)\}/g, (whole, name: QuickReplyPlaceholder) => values[name]?.trim() || whole)
}
