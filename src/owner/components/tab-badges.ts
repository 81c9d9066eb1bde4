import type { OwnerT } from '../i18n'
import type { OwnerApp, OwnerTab } from '../stores/owner-app'

/** A tab's badge: its number and what it counts, for a screen reader. */
export interface TabBadge {
  count: number
  label: string
}

/**
 * The tabs' badges (the top tabs and the phone's bottom bar): Inbox the unread conversations, Orders the new orders
 * and reported payments, Leads the open leads; none for the others or when there is nothing to count.
 */
export function tabBadge(app: OwnerApp, t: OwnerT, tab: OwnerTab): TabBadge | null {
  const count =
    tab === 'inbox'
      ? app.inbox.unreadConversations
      : tab === 'leads'
        ? app.leads.open
        : tab === 'orders'
          ? app.ordersBadge.count
          : 0
  if (count === 0) return null
  const key = tab === 'inbox' ? 'tabs.unread' : tab === 'leads' ? 'tabs.openLeads' : 'tabs.newOrders'
  return { count, label: t(key, { count }) }
}
