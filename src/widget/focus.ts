/**
 * Where keyboard and screen-reader focus goes in the widget: into a view
 * that has just arrived (a chat state, a side panel), and never left on the
 * page's body when the control that had it goes away.
 */

import { focusIsNowhereElse } from './focus-nowhere'

/**
 * What to focus first in an arrived view: its first field (chat states: the code, the message box) or its heading
 * (side panels: 'Checkout'); else the other, else its first button or link.
 */
export type ArrivalFocus = 'field' | 'heading'

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'
const HEADING = 'h1, h2, h3'
/** A view with neither (the topic list) gets its first control. */
const CONTROL = 'button:not([disabled]), a[href]'
/** How long a lazily loaded view may take to draw something to focus. */
const WAIT_MS = 3000

/**
 * Moves focus into `view` once it holds a field or a heading (lazy views
 * draw them a moment later), but only while the widget still has the focus
 * or nobody has (the control pressed went away with the old view): a
 * visitor who has moved on to the page keeps their place. A heading gets
 * `tabindex="-1"` to take the focus. Returns the cleanup.
 *
 * @example
 * useEffect(() => focusArrival(panel, 'heading', widgetRoot), [panel])
 */
export function focusArrival(view: HTMLElement, prefer: ArrivalFocus, widget: Element): () => void {
  const tryFocus = (): boolean => {
    const target = arrivalTarget(view, prefer)
    if (!target) return false
    if (focusIsFree(widget)) {
      if (target.matches(HEADING) && !target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus()
    }
    return true
  }
  return retryUntilFocused(view, tryFocus)
}

/** Widgets whose focus was last inside them (their control may have gone away since, leaving the body focused). */
const holding = new WeakSet<Element>()

/**
 * Remembers whether focus was last in `widget` (it left for the page, or
 * not), so an arriving view takes the focus only from the widget itself,
 * never from a visitor reading the page. Returns the cleanup.
 */
export function trackFocus(widget: Element): () => void {
  const onIn = () => holding.add(widget)
  const onOut = (event: Event) => {
    const next = (event as FocusEvent).relatedTarget
    if (next instanceof Node && !widget.contains(next)) holding.delete(widget)
  }
  if (widget.contains(document.activeElement)) holding.add(widget)
  widget.addEventListener('focusin', onIn)
  widget.addEventListener('focusout', onOut)
  return () => {
    widget.removeEventListener('focusin', onIn)
    widget.removeEventListener('focusout', onOut)
  }
}

/** Focus is in the widget, or was and fell to the body when its control went away. */
export function focusIsFree(widget: Element): boolean {
  const active = document.activeElement
  if (active !== null && active !== document.body) return widget.contains(active)
  return holding.has(widget)
}

function arrivalTarget(view: HTMLElement, prefer: ArrivalFocus): HTMLElement | null {
  const order = prefer === 'field' ? [FIELD, HEADING, CONTROL] : [HEADING, FIELD, CONTROL]
  for (const selector of order) {
    const found = [...view.querySelectorAll<HTMLElement>(selector)].find(
      (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
    )
    if (found) return found
  }
  return null
}

/**
 * Makes everything on the page but `keep` (and its ancestors) inert, as
 * behind a modal: for the full-screen widget on a phone, so neither Tab nor
 * a screen reader reaches the page under it. Returns the undo, which leaves
 * alone what was inert before.
 */
export function inertBehind(keep: Element): () => void {
  const made: Element[] = []
  for (
    let node: Element | null = keep;
    node && node !== document.body && node.parentElement;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling === node ||
        sibling.hasAttribute('inert') ||
        sibling.tagName === 'SCRIPT' ||
        sibling.tagName === 'STYLE'
      )
        continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert')
  }
}

/**
 * Gives `toggle` the focus once it can take it: on a phone it is hidden
 * while the closing panel still covers the screen, so this waits (a few
 * seconds at most) for the panel to leave. Returns the cleanup.
 */
export function focusToggle(toggle: HTMLElement, widget: Element): () => void {
  const tryFocus = (): boolean => {
    if (!focusIsNowhereElse(widget)) return true
    toggle.focus()
    return document.activeElement === toggle
  }
  return retryUntilFocused(widget, tryFocus)
}

/** Calls `tryFocus` now and on each change under `root` until it answers true (WAIT_MS at most); gives the cleanup. */
function retryUntilFocused(root: Element, tryFocus: () => boolean): () => void {
  if (tryFocus()) return () => {}
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const timer = setTimeout(() => stop(), WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root, { childList: true, subtree: true })
  return stop
}
