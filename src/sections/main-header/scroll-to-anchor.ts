import type { MouseEvent as ReactMouseEvent } from 'react'

/**
 * Click on an in-page link (`<a href="#final-cta">`): scrolls smoothly
 * (instantly with prefers-reduced-motion), moves keyboard focus to the target
 * and replaces the hash, so Back leaves the page instead of stepping through
 * anchors. Without JS, with a modifier key, or when the target is not on the
 * page, the link does what links do. No React: the published page's boot
 * script (`src/boot`) calls it too.
 */
export function scrollToHash(event: MouseEvent, link: HTMLAnchorElement): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const id = decodeURIComponent(link.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!target) return
  event.preventDefault()
  target.focus({ preventScroll: true })
  target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' })
  history.replaceState(history.state, '', `#${id}`)
}

/** `scrollToHash` as a React click handler (the owner preview hydrates the page). */
export function scrollToAnchor(event: ReactMouseEvent<HTMLAnchorElement>): void {
  scrollToHash(event.nativeEvent, event.currentTarget)
}
