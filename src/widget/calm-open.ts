/** A first visit on a phone opens the chat once scrolling has stopped this long (the visitor is reading calmly). */
export const CALM_AFTER_SCROLL_MS = 3000
/** ... or after this long on the page without a scroll. */
export const FIRST_OPEN_IDLE_MS = 8000

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'

/**
 * The first visit's automatic opening on a phone, where the chat fills the
 * screen: never while the visitor scrolls or types in the page, but at a
 * calm moment: `CALM_AFTER_SCROLL_MS` after the last scroll, or
 * `FIRST_OPEN_IDLE_MS` after arriving without scrolling; with a page field
 * focused it waits for the next calm moment. Part of the page's boot script
 * (`load-widget.ts`): the widget chunk is fetched at that moment, not before,
 * so the page's first seconds are the page's alone. Calls `open` once; returns
 * a way to cancel the wait (the visitor opened the chat first).
 *
 * @example
 * const cancel = openWhenCalm(window, () => load({ open: true }))
 */
export function openWhenCalm(page: Window, open: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>
  const wait = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(calm, ms)
  }
  const onScroll = () => wait(CALM_AFTER_SCROLL_MS)
  function calm() {
    if (page.document.activeElement?.matches(TYPING)) return wait(CALM_AFTER_SCROLL_MS)
    cancel()
    open()
  }
  function cancel() {
    clearTimeout(timer)
    page.removeEventListener('scroll', onScroll)
  }
  page.addEventListener('scroll', onScroll, { passive: true })
  wait(FIRST_OPEN_IDLE_MS)
  return cancel
}
