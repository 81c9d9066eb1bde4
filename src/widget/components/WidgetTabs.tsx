import { observer } from 'mobx-react-lite'
import { useRef, type KeyboardEvent } from 'react'
import { useEngine, useWidgetT, WIDGET_TABS, type WidgetTab } from '../../engine'
import { ChatTab } from './ChatTab'
import { HistoryTab } from './HistoryTab'

/** ARIA tabs Chat and History (docs/product.md, 'Screens and routes'); arrow keys move between them. */
export const WidgetTabs = observer(function WidgetTabs() {
  const { ui } = useEngine()
  const t = useWidgetT('widget')
  const refs = useRef<Partial<Record<WidgetTab, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const index = WIDGET_TABS.indexOf(ui.tab)
    const next = WIDGET_TABS[(index + (event.key === 'ArrowRight' ? 1 : WIDGET_TABS.length - 1)) % WIDGET_TABS.length]!
    ui.setTab(next)
    refs.current[next]?.focus()
  }
  return (
    <>
      <div className="vw-tabs" role="tablist" onKeyDown={onKeyDown}>
        {WIDGET_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`vw-tab-${tab}`}
            aria-selected={ui.tab === tab}
            aria-controls={`vw-tabpanel-${tab}`}
            tabIndex={ui.tab === tab ? 0 : -1}
            className="vw-tab"
            onClick={() => ui.setTab(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="vw-tabpanel" role="tabpanel" id={`vw-tabpanel-${ui.tab}`} aria-labelledby={`vw-tab-${ui.tab}`}>
        {ui.tab === 'chat' ? <ChatTab /> : <HistoryTab />}
      </div>
    </>
  )
})
