import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { useEngine, useWidgetT } from '../../engine'
import { themeStyle } from '../theme'
import { ChatIcon } from './ChatIcon'
import { ToggleButton } from './ToggleButton'
import { WidgetPanel } from './WidgetPanel'
import { WidgetSnackbar } from './WidgetSnackbar'

/**
 * The chat widget (docs/product.md, 'Screens and routes'). Desktop: a floating toggle and a panel above it.
 * Mobile (≤ 768 px): the open panel fills the screen, with a back button.
 * `fullPage` is the `/chat` page on a phone: always open, back leads home.
 * Disabled (a toggle that does nothing) unless the settings allow all actions.
 *
 * The panel and the snackbar animate with framer-motion, whose chunk loads
 * once the widget renders (`src/ui/motion`): the toggle shows at once, the
 * panel and snackbar as soon as the motion kit is here.
 */
export const Widget = observer(function Widget({ fullPage }: { fullPage: boolean }) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const style = themeStyle(engine.site.settings.themeColor)
  if (!engine.actionsAllowed) {
    return (
      <div className="vw" style={style}>
        <button
          type="button"
          className="vw-toggle"
          aria-disabled="true"
          aria-label={t('header.unavailable')}
          title={t('header.unavailable')}
        >
          <ChatIcon />
        </button>
      </div>
    )
  }
  const open = fullPage || engine.ui.isOpen
  const title = engine.site.settings.headerTitle || t('header.title')
  return (
    <div className={fullPage ? 'vw vw--page' : 'vw'} style={style}>
      {/* While the motion kit loads, the open panel's frame stands where the panel comes
          (the toggle's aria-controls names it). */}
      <Suspense
        fallback={open ? <section id="vw-panel" className="vw-panel" aria-label={title} aria-busy="true" /> : null}
      >
        <WidgetPanel open={open} title={title} fullPage={fullPage} />
        <WidgetSnackbar />
      </Suspense>
      {!fullPage && <ToggleButton />}
    </div>
  )
})
