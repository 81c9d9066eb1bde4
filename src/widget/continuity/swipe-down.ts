/** How far down the header must be pulled for the full-screen chat to close. */
export const SWIPE_CLOSE_PX = 80

/**
 * Swipe down on the full-screen chat's header closes it: the panel follows
 * the finger down, and goes back up when let go short of `SWIPE_CLOSE_PX`.
 */
export function closeOnSwipeDown(root: HTMLElement, close: () => void): () => void {
  let from: number | null = null
  let pulled = 0
  const panel = () => root.querySelector<HTMLElement>('.vw-panel')
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    from = touch && (event.target as Element).closest('.vw-header') && event.touches.length === 1 ? touch.clientY : null
    pulled = 0
  }
  const onMove = (event: TouchEvent) => {
    if (from === null || !event.touches[0]) return
    pulled = Math.max(0, event.touches[0].clientY - from)
    panel()?.style.setProperty('translate', `0 ${pulled}px`)
  }
  const onEnd = () => {
    if (from === null) return
    from = null
    panel()?.style.removeProperty('translate')
    if (pulled >= SWIPE_CLOSE_PX) close()
  }
  root.addEventListener('touchstart', onStart, { passive: true })
  root.addEventListener('touchmove', onMove, { passive: true })
  root.addEventListener('touchend', onEnd)
  root.addEventListener('touchcancel', onEnd)
  return () => {
    root.removeEventListener('touchstart', onStart)
    root.removeEventListener('touchmove', onMove)
    root.removeEventListener('touchend', onEnd)
    root.removeEventListener('touchcancel', onEnd)
  }
}
