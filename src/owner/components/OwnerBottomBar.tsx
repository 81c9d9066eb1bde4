import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import type { OwnerTab } from '../stores/owner-app'
import { LanguageSwitch } from './LanguageSwitch'
import { SignOutButton } from './SignOutButton'
import { TabLabel } from './TabLabel'
import { tabBadge } from './tab-badges'
import './owner-nav.css'

/** The bottom bar's own entries; the other tabs are under More. */
const BAR_TABS = ['inbox', 'orders', 'catalogue', 'insights'] as const satisfies readonly OwnerTab[]
const MORE_TABS = ['leads', 'customers', 'website', 'settings', 'share'] as const satisfies readonly OwnerTab[]

/**
 * The owner app's navigation on a phone: a bottom bar (a navigation landmark)
 * with Inbox, Orders, Catalogue, Insights (one tap away; the inbox stays the phone's first screen) and More, the
 * open one marked `aria-current`, badges kept. More opens a sheet above the bar with Leads, Customers, Website,
 * Settings, Share, the language and Sign out; Escape or a second tap on More closes it and gives the focus back to
 * More.
 */
export const OwnerBottomBar = observer(function OwnerBottomBar() {
  const app = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const [open, setOpen] = useState(false)
  const more = useRef<HTMLButtonElement>(null)
  const sheet = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>('button, select')?.focus()
  }, [open])
  const close = (focusMore: boolean) => {
    setOpen(false)
    if (focusMore) more.current?.focus()
  }
  const go = (tab: OwnerTab) => {
    app.selectTab(tab)
    setOpen(false)
  }
  const moreBadges = MORE_TABS.flatMap((tab) => tabBadge(app, t, tab) ?? [])
  return (
    <nav className="ow-bottombar" aria-label={t('app.sections')}>
      {open && (
        <>
          <div className="ow-sheet__backdrop" aria-hidden="true" onClick={() => close(false)} />
          <div
            ref={sheet}
            id={`${id}-more`}
            className="ow-sheet"
            role="dialog"
            aria-labelledby={`${id}-more-title`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close(true)
            }}
          >
            <h2 id={`${id}-more-title`} className="visually-hidden">
              {t('nav.more')}
            </h2>
            <ul className="ow-sheet__list">
              <Entries tabs={MORE_TABS} className="ow-sheet__entry" go={go} />
            </ul>
            <div className="ow-sheet__foot">
              <LanguageSwitch />
              <SignOutButton />
            </div>
          </div>
        </>
      )}
      <ul className="ow-bottombar__list">
        <Entries tabs={BAR_TABS} className="ow-bottombar__entry" go={go} />
        <li>
          <button
            ref={more}
            type="button"
            className="ow-bottombar__entry"
            aria-expanded={open}
            aria-controls={open ? `${id}-more` : undefined}
            aria-current={MORE_TABS.some((tab) => app.tab === tab) ? 'page' : undefined}
            onClick={() => (open ? close(true) : setOpen(true))}
          >
            {t('nav.more')}
            {moreBadges.length > 0 && (
              <>
                <span className="ow-bottombar__dot" aria-hidden="true" />
                <span className="visually-hidden">{`, ${moreBadges.map((badge) => badge.label).join(', ')}`}</span>
              </>
            )}
          </button>
        </li>
      </ul>
    </nav>
  )
})

/** The entries of the bar or of More's sheet: each opens its tab; the open one is the current page. */
const Entries = observer(function Entries({
  tabs,
  className,
  go,
}: {
  tabs: readonly OwnerTab[]
  className: string
  go(tab: OwnerTab): void
}) {
  const app = useOwnerApp()
  return tabs.map((tab) => (
    <li key={tab}>
      <button
        type="button"
        className={className}
        aria-current={app.tab === tab ? 'page' : undefined}
        onClick={() => go(tab)}
      >
        <TabLabel tab={tab} />
      </button>
    </li>
  ))
})
