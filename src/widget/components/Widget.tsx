import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../engine'
import { themeStyle } from '../theme'
import { ToggleButton } from './ToggleButton'
import { WidgetHeader } from './WidgetHeader'
import { WidgetSnackbar } from './WidgetSnackbar'
import { WidgetTabs } from './WidgetTabs'
import { ChatIcon } from './ChatIcon'

/**
 * The chat widget (§2). Desktop: a floating toggle and a panel above it.
 * Mobile (≤ 768 px): the open panel fills the screen, with a back button.
 * `fullPage` is the `/chat` page on a phone: always open, back leads home.
 * Disabled (a toggle that does nothing) unless the settings allow all actions.
 */
export const Widget = observer(function Widget({ fullPage }: { fullPage: boolean }) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const style = themeStyle(engine.site.settings.themeColor)
  if (!engine.actionsAllowed) {
    return (
      <div className="vw" style={style}>
        <button type="button" className="vw-toggle" aria-disabled="true" aria-label={t('header.unavailable')} title={t('header.unavailable')}>
          <ChatIcon />
        </button>
      </div>
    )
  }
  const open = fullPage || engine.ui.isOpen
  const title = engine.site.settings.headerTitle || t('header.title')
  return (
    <div className={fullPage ? 'vw vw--page' : 'vw'} style={style}>
      {open && (
        <section id="vw-panel" className="vw-panel" aria-label={title}>
          <WidgetHeader title={title} fullPage={fullPage} />
          <WidgetTabs />
        </section>
      )}
      {!fullPage && <ToggleButton />}
      <WidgetSnackbar />
    </div>
  )
})
