import type { PageResponse } from '../../contract/page'
import type { CategoryPageData } from '../../contract/product-page'
import { categoryPath } from '../../contract/product-path'
import type { Translate } from '../i18n/translator'
import { heroSummary } from '../site/hero-summary'
import { breadcrumbList, headMarkup, summary, type MetaTag } from './product-head'
import { previewImage } from './product-offer'

/**
 * A category page's head: `<title>`, meta description, canonical link, Open Graph and Twitter tags (its first item's
 * photo as the preview), and a `BreadcrumbList` (Home → the category) as JSON-LD. Every address is absolute on the
 * site's host (`origin`).
 */
export function categoryHead(page: PageResponse, category: CategoryPageData, origin: string, t: Translate): string {
  const siteName = heroSummary(page.websitePage.sections)?.siteName ?? ''
  const title = siteName ? t('product.documentTitle', { name: category.name, site: siteName }) : category.name
  const url = `${origin}${categoryPath(category.slug)}`
  const items = category.items.map((item) => item.name).join(', ')
  const description = summary(t('product.categoryDescription', { name: category.name, items }))
  const photo = category.items.find((item) => item.image !== null)?.image
  const image = photo ? previewImage(photo, origin) : null
  const tags: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName || null],
    ['property', 'og:title', category.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', category.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'theme-color', page.websitePage.colorPalette.primary],
  ]
  const structured = [breadcrumbList(t, origin, { name: category.name, url })]
  return headMarkup({ title, tags, url, structured })
}
