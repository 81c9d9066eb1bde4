import type { MouseEvent } from 'react'

/**
 * Click handler of an in-page link (`<a href="#final-cta">`): scrolls smoothly
 * (instantly with prefers-reduced-motion), moves keyboard focus to the target
 * and replaces the hash, so Back leaves the page instead of stepping through
 * anchors. Without JS, or with a modifier key, the link does what links do.
 */
export function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const id = event.currentTarget.hash.slice(1)
  const target = document.getElementById(id)
  if (!target) return
  event.preventDefault()
  target.focus({ preventScroll: true })
  target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' })
  history.replaceState(history.state, '', `#${id}`)
}
