import { reaction } from 'mobx'
import { followHistory, type HistoryHost } from '../../client/history/history-steps'
import type { ChatEngine } from '../../engine'

/** The marker of the widget's entries in `history.state`. */
export const WIDGET_HISTORY_KEY = 'vw'

interface View {
  open: boolean
  panel: string | null
  /** A chat state that fills the tab (the single-item order, the enquiry, the signed-out cart). */
  state: string | null
}

/**
 * The phone's Back button inside the widget: opening it, and each view taken
 * deeper (a side panel, the checkout, the address form, the payment sheet, a
 * state that fills the tab), adds an entry to the browser history; Back then
 * does what the view's own Back arrow does (the checkout back to the cart or
 * closed, the address form back to the checkout...; a view without one
 * closes), and on the chat it closes the widget. Closing it by its own controls goes back over the
 * entries it added, so Back afterwards leaves the page. On the `/chat` page
 * (`fullPage`) the chat itself is the page: only the views over it count.
 *
 * Call `start` once the view is restored (after a reload the entries are
 * still there: the one the page reloaded on says how many).
 */
export function followWidgetHistory(
  engine: ChatEngine,
  root: HTMLElement,
  fullPage: boolean,
  host: HistoryHost = window,
): { start(): void; dispose(): void } {
  const base = fullPage ? 0 : 1
  const view = (): View => ({
    open: fullPage || engine.ui.isOpen,
    panel: engine.ui.panel,
    state: engine.registry.fillsTab(engine.state) ? engine.state : null,
  })
  const least = (now: View) => (!now.open ? 0 : now.panel || now.state ? base + 1 : base)
  let steps = 0
  let started = false
  let popping = false

  const steps$ = followHistory(host, {
    key: WIDGET_HISTORY_KEY,
    depth: () => steps,
    stepBack: (level) => {
      popping = true
      try {
        const back = root.querySelector<HTMLElement>('.vw-tabpanel .vw-view__back')
        if (back) back.click()
        else if (engine.ui.panel) engine.ui.closePanel()
        else if (!fullPage) engine.ui.close()
      } finally {
        popping = false
      }
      steps = Math.max(level, least(view()))
    },
  })

  const stop = reaction(
    view,
    (now, before) => {
      if (!started || popping) return
      if (least(now) <= base) steps = least(now)
      else if (!before.open || least(before) === base) steps = base + 1
      else if (now.panel !== before.panel && engine.ui.panelMove === 'pop') steps = Math.max(base + 1, steps - 1)
      else steps += 1
      steps$.sync()
    },
    { equals: sameJson },
  )

  return {
    start() {
      if (started) return
      started = true
      const here = (host.history.state as Record<string, unknown> | null)?.[WIDGET_HISTORY_KEY]
      const now = view()
      steps = now.open ? Math.max(typeof here === 'number' ? here : 0, least(now)) : 0
      steps$.sync()
    },
    dispose() {
      stop()
      steps$.dispose()
    },
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
