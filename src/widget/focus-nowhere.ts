/**
 * Focus is in the widget or nowhere (the body): what a click on the toggle or the close button leaves, in every
 * browser.
 */
export function focusIsNowhereElse(widget: Element): boolean {
  const active = document.activeElement
  return active === null || active === document.body || widget.contains(active)
}
