/**
 * Opens or closes the region a disclosure button controls (`aria-controls`), as the sections render it
 * (`sections/shared/disclosure.tsx`): `aria-expanded`, the region's `is-open`, and the button's label and text
 * from the data attributes the server rendered (`data-show-label`, `data-hide-label`, `data-show-text`,
 * `data-hide-text`).
 *
 * @example
 * toggleDisclosure(document.querySelector('[data-disclosure]')!)
 */
export function toggleDisclosure(button: HTMLElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true'
  button.setAttribute('aria-expanded', String(open))
  document.getElementById(button.getAttribute('aria-controls') ?? '')?.classList.toggle('is-open', open)
  const label = button.dataset[open ? 'hideLabel' : 'showLabel']
  if (label) button.setAttribute('aria-label', label)
  const text = button.dataset[open ? 'hideText' : 'showText']
  const first = button.firstChild
  if (text && first?.nodeType === Node.TEXT_NODE) first.textContent = text
}
