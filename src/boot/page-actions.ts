import { scrollToHash } from '../sections/main-header/scroll-to-anchor'
import type { BootData } from './boot-data'
import { toggleDisclosure } from './disclosure'
import { runStatusAction } from './status-action'

const contactChunk = () => import('./contact-island')

/**
 * What a published page does without React, by event delegation on the server's HTML: disclosures
 * (`data-disclosure`), in-page links (smooth scroll, focus on the target; a product photo's `data-zoom` links are the
 * browser's, whose `:target` opens the photo viewer), the contact buttons (`data-contact`: the
 * contact form's chunk is fetched when the visitor hovers, focuses or touches one, and opened on click) and the
 * 404 / 'Content Not Available' buttons (`data-action`).
 */
export function installPageActions(data: BootData): void {
  document.addEventListener('click', (event) => {
    const target = event.target
    if (event.defaultPrevented || !(target instanceof Element)) return
    const control = target.closest<HTMLElement>(
      '[data-disclosure],[data-contact],[data-action],a[href^="#"]:not([data-zoom])',
    )
    if (!control) return
    if (control instanceof HTMLAnchorElement) return scrollToHash(event, control)
    if (control.hasAttribute('data-disclosure')) return toggleDisclosure(control)
    if (control.hasAttribute('data-contact')) return openContact(data, control)
    if (control instanceof HTMLButtonElement) runStatusAction(control)
  })
  const prefetch = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-contact]')) void contactChunk()
  }
  for (const intent of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(intent, prefetch, { passive: true })
}

function openContact(data: BootData, button: HTMLElement): void {
  if (data.editMode || !data.subdomain) return
  const subdomain = data.subdomain
  button.setAttribute('aria-busy', 'true')
  void contactChunk()
    .then((chunk) => chunk.openContactForm(subdomain, data.strings))
    .finally(() => button.removeAttribute('aria-busy'))
}
