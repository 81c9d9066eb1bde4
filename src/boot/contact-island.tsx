import { createRoot, type Root } from 'react-dom/client'
import ContactModal from '../app/contact/ContactModal'
import { TranslatorProvider, type Bundle } from '../i18n/translator'

let root: Root | null = null
let opened = 0

/**
 * The chunk the boot script loads on the first click of a contact button: React and the contact form, rendered in
 * a root of their own inside the page's `.site` (its palette's colours apply). Each opening is a fresh form, as when
 * the page was hydrated; closing it unmounts the form (focus goes back to the button, `use-modal-dialog.ts`).
 */
export function openContactForm(subdomain: string, strings: Bundle): void {
  if (!root) {
    const container = document.createElement('div')
    ;(document.querySelector('.site') ?? document.body).append(container)
    root = createRoot(container)
  }
  const close = () => root?.render(null)
  opened += 1
  root.render(
    <TranslatorProvider bundle={strings}>
      <ContactModal key={opened} subdomain={subdomain} onClose={close} />
    </TranslatorProvider>,
  )
}
