import type { ChatMessage } from '../../contract/chat'
import type { OwnerKey, OwnerT } from './i18n'

/**
 * The owner's words for an order event message ('Order KK-1003 placed',
 * 'Customer cancelled KK-1003'), or null for any other message.
 *
 * @example
 * eventText({ ...message, kind: 'event', event: { name: 'placed', orderId: 'KK-1003' } }, t) // 'Order KK-1003 placed'
 */
export function eventText(message: Pick<ChatMessage, 'kind' | 'event'>, t: OwnerT): string | null {
  if (message.kind !== 'event' || !message.event) return null
  const { name, orderId } = message.event
  // A name this app does not know (a newer server's) still reads as an event of the order.
  return t(`ordersTab.events.${name}` as OwnerKey, { orderId, defaultValue: t('ordersTab.events.other', { orderId }) })
}
