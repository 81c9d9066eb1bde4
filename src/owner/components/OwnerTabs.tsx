import { observer } from 'mobx-react-lite'
import { type KeyboardEvent, useRef } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { OWNER_TABS, type OwnerTab } from '../stores/owner-app'
import { TabLabel } from './TabLabel'

/**
 * The top-level tabs at desktop widths (ARIA tabs: arrow keys, Home and End move between
 * them; a phone has the bottom bar instead); Inbox carries the unread conversations, Orders the new orders and
 * reported payments, Leads the open leads.
 */
export const OwnerTabs = observer(function OwnerTabs({ idPrefix }: { idPrefix: string }) {
  const app = useOwnerApp()
  const t = useOwnerT()
  const buttons = useRef(new Map<OwnerTab, HTMLButtonElement>())
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
            <TabLabel tab={tab} />
          </button>
        )
      })}
    </div>
  )
})
