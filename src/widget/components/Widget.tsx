import { observer } from 'mobx-react-lite'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useEngine, useWidgetT } from '../../engine'
import { focusIsNowhereElse, withFocus } from '../focus-lazy'
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
 *
 * Focus: opening moves it into the panel (not when the widget opened by
 * itself, on a first visit or `/chat`, unless the visitor clicked the
 * toggle drawn before the widget loaded: `openedByVisitor`); Escape and
 * closing bring it back to the toggle. On a phone the open panel covers
 * the page, so the page is inert behind it.
 */
export const Widget = observer(function Widget({
  fullPage,
  openedByVisitor = false,
}: {
  fullPage: boolean
  openedByVisitor?: boolean
}) {
  const engine = useEngine()
  const t = useWidgetT('widget')
  const style = themeStyle(engine.site.settings.themeColor)
  const open = fullPage || engine.ui.isOpen
  const root = useRef<HTMLDivElement>(null)
  const [openedAtStart] = useState(open && !openedByVisitor)
  const firstPanel = useRef(true)
  const panelArrived = useCallback(
    (panel: HTMLElement | null) => {
      if (!panel || !root.current) return
      const skip = firstPanel.current && openedAtStart
      firstPanel.current = false
      if (!skip && focusIsNowhereElse(root.current)) panel.focus()
    },
    [openedAtStart],
  )
  useEffect(() => {
    const widget = root.current
    return widget ? withFocus((focus) => focus.trackFocus(widget)) : undefined
  }, [])
  const wasOpen = useRef(open)
  useEffect(() => {
    const closed = wasOpen.current && !open
    wasOpen.current = open
    const toggle = root.current?.querySelector<HTMLElement>('.vw-toggle')
    const widget = root.current
    if (closed && toggle && widget) return withFocus((focus) => focus.focusToggle(toggle, widget))
    return undefined
  }, [open])
  const phone = usePhoneScreen()
  useEffect(() => {
    const widget = root.current
    return open && phone && widget ? withFocus((focus) => focus.inertBehind(widget)) : undefined
  }, [open, phone])
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
  const title = engine.site.settings.headerTitle || t('header.title')
  return (
    <div ref={root} className={fullPage ? 'vw vw--page' : 'vw'} style={style}>
      {/* While the motion kit loads, the open panel's frame stands where the panel comes
          (the toggle's aria-controls names it). */}
      <Suspense
        fallback={open ? <section id="vw-panel" className="vw-panel" aria-label={title} aria-busy="true" /> : null}
      >
        <WidgetPanel
          open={open}
          title={title}
          fullPage={fullPage}
          panelRef={panelArrived}
          onEscape={() => engine.ui.close()}
        />
        <WidgetSnackbar />
      </Suspense>
      {!fullPage && <ToggleButton />}
    </div>
  )
})

/** The widget fills the screen (the stylesheet's phone width). */
const PHONE_SCREEN = '(max-width: 768px)'

function usePhoneScreen(): boolean {
  const [phone, setPhone] = useState(() => typeof matchMedia === 'function' && matchMedia(PHONE_SCREEN).matches)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined
    const query = matchMedia(PHONE_SCREEN)
    const changed = () => setPhone(query.matches)
    changed()
    query.addEventListener('change', changed)
    return () => query.removeEventListener('change', changed)
  }, [])
  return phone
}
