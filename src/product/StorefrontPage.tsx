import type { ReactNode } from 'react'
import type { PageResponse, Section } from '../../contract/page'
import { EditWebsiteBanner } from '../app/EditWebsiteBanner'
import { paletteStyle } from '../app/palette-style'
import { useT } from '../i18n/translator'
import { heroSummary } from '../site/hero-summary'
import { sectionRegistry } from '../site/registries'
import { Slot } from '../templates/product-v1'

/** The home page's sections a storefront page repeats at its foot: the site's footer, else its Contact section. */
const FOOTER_SECTIONS = new Set(['Contact'])

/**
 * The frame of the storefront's own pages (a product's, a category's), server-rendered and never hydrated: the
 * site's palette, a header with the site's logo and name (from the home page's Main Header) leading home, a
 * breadcrumb from home to `here`, the page's own content, and the home page's footer sections.
 */
export function StorefrontPage({ page, here, children }: { page: PageResponse; here: string; children: ReactNode }) {
  const t = useT()
  const hero = heroSummary(page.websitePage.sections)
  return (
    <div className="site" style={paletteStyle(page.websitePage.colorPalette)}>
      {!page.isPremium && <EditWebsiteBanner />}
      <header className="product-bar">
        <a className="product-bar__home wrap" href="/">
          {hero?.image && <img src={hero.image} alt="" height={40} />}
          <span>{hero?.siteName ?? t('product.home')}</span>
        </a>
      </header>
      <main className="product wrap">
        <nav className="product__crumbs" aria-label={t('product.breadcrumb')}>
          <ol>
            <li>
              <a href="/">{t('product.home')}</a>
            </li>
            <li aria-current="page">{here}</li>
          </ol>
        </nav>
        {children}
      </main>
      <footer className="product__footer">{footerSections(page).map(renderSection)}</footer>
    </div>
  )
}

function footerSections(page: PageResponse): Section[] {
  if (page.footerSection) return [page.footerSection]
  return page.websitePage.sections.filter((section) => FOOTER_SECTIONS.has(section.name))
}

function renderSection(section: Section, index: number) {
  const resolved = sectionRegistry.resolve(section, index)
  if (!resolved.ok) return null
  const context = { sections: sectionRegistry, editMode: false, openContact: () => {} }
  return <Slot key={section._id} item={resolved} context={context} />
}
