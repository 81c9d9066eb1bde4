import { lazy, Suspense, useState } from 'react'
import type { PageResponse } from '../../contract/page'
import { sectionRegistry, templateRegistry } from '../site/registries'
import type { ContentNotAvailable } from './ContentNotAvailable'
import { EditWebsiteBanner } from './EditWebsiteBanner'
import { paletteStyle } from './palette-style'

// The contact form is loaded when first opened: it is not part of the page's initial JS.
const ContactModal = lazy(() => import('./contact/ContactModal'))

/** A published page: the template's layout, the 'Edit Website' banner on non-premium sites, the contact modal. */
export function SitePage({
  page,
  subdomain,
  editMode,
  Unavailable,
}: {
  page: PageResponse
  subdomain: string
  editMode: boolean
  /** The screen of a page whose template is unknown (`ContentNotAvailable`): a chunk of its own (`App`'s `Screens`).
   */
  Unavailable?: typeof ContentNotAvailable
}) {
  // A new number each time the form is opened: opening it again while the last success message shows starts a fresh
  // form.
  const [contactKey, setContactKey] = useState<number | null>(null)
  const template = templateRegistry.get(page.websitePage.templateSlug)
  const openContact = () => {
    if (!editMode) setContactKey((key) => (key ?? 0) + 1)
  }
  return (
    <div className="site" style={paletteStyle(page.websitePage.colorPalette)}>
      {!page.isPremium && <EditWebsiteBanner />}
      {template
        ? template.render(page.websitePage, {
            sections: sectionRegistry,
            editMode,
            openContact,
            storefront: page.storefront,
          })
        : Unavailable && <Unavailable />}
      {contactKey !== null && (
        <Suspense fallback={null}>
          <ContactModal key={contactKey} subdomain={subdomain} onClose={() => setContactKey(null)} />
        </Suspense>
      )}
    </div>
  )
}
