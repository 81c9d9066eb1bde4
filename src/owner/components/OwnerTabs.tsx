import { observer } from 'mobx-react-lite'
import { type KeyboardEvent, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { OWNER_TABS, type OwnerTab } from '../stores/owner-app'

/**
 * The top-level tabs (ARIA tabs: arrow keys, Home and End move between
 * them); Inbox carries the unread conversations, Orders the new orders and
 * reported payments, Leads the open leads.
 */
export const OwnerTabs = observer(function OwnerTabs({ idPrefix }: { idPrefix: string }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const buttons = useRef(new Map<OwnerTab, HTMLButtonElement>())
  const badges: Record<OwnerTab, { count: number; label: string } | null> = {
    inbox: { count: app.inbox.unreadConversations, label: t('tabs.unread', { count: app.inbox.unreadConversations }) },
    leads: { count: app.leads.open, label: t('tabs.openLeads', { count: app.leads.open }) },
    orders: { count: app.ordersBadge.count, label: t('tabs.newOrders', { count: app.ordersBadge.count }) },
    website: null,
    catalogue: null,
    settings: null,
    share: null,
  }
  const move = (event: KeyboardEvent) => {
    const index = OWNER_TABS.indexOf(app.tab)
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % OWNER_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + OWNER_TABS.length - 1) % OWNER_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? OWNER_TABS.length - 1
              : null
    if (target === null) return
    event.preventDefault()
    const tab = OWNER_TABS[target]!
    app.selectTab(tab)
    buttons.current.get(tab)?.focus()
  }
  return (
    <div className="ow-tabs" role="tablist" aria-label={t('app.sections')} onKeyDown={move}>
      {OWNER_TABS.map((tab) => {
        const selected = app.tab === tab
        const badge = badges[tab]
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            id={`${idPrefix}-tab-${tab}`}
            type="button"
            role="tab"
            className="ow-tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => app.selectTab(tab)}
          >
            {t(`tabs.${tab}`)}
            {badge && badge.count > 0 && (
              <span className="ow-badge">
                <span aria-hidden="true">{badge.count}</span>
                <span className="visually-hidden">{`, ${badge.label}`}</span>
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
})
