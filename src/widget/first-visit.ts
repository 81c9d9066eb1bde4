import type { UiStore } from '../engine'

/** How long a first visit on a phone sees the page before the chat opens by itself (unless it scrolls first). */
export const FIRST_VISIT_PHONE_DELAY_MS = 6000

/**
 * The first-visit opening, with the page shown first on a phone: there the
 * chat fills the screen, so it opens on the visitor's first scroll (they have
 * seen the top of the page) or after `FIRST_VISIT_PHONE_DELAY_MS`, whichever
 * comes first; on wider screens the panel leaves the page visible and opens
 * at once. Nothing happens when the widget was opened before. Returns a way
 * to cancel the wait.
 *
 * @example
 * openOnFirstVisit(engine.ui, window, window.matchMedia('(max-width: 768px)').matches)
 */
export function openOnFirstVisit(
  ui: UiStore,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  isPhone: boolean,
  delay = FIRST_VISIT_PHONE_DELAY_MS,
): () => void {
  if (!ui.isFirstVisit) return () => undefined
  if (!isPhone) {
    ui.open()
    return () => undefined
  }
  const open = () => {
    cancel()
    if (ui.isFirstVisit && !ui.isOpen) ui.open()
  }
  const timer = setTimeout(open, delay)
  target.addEventListener('scroll', open, { passive: true })
  function cancel() {
    clearTimeout(timer)
    target.removeEventListener('scroll', open)
  }
  return cancel
}
