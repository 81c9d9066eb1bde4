import type { PageResponse } from '../../contract/page'
import type { ProductPageData } from '../../contract/product-page'
import { productPath } from '../../contract/product-path'
import { serialiseAppData } from '../app/app-data'
import { escapeHtml } from '../app/document-head'
import type { Translate } from '../i18n/translator'
import { heroSummary } from '../site/hero-summary'
import { absolute, previewImage, productOffer } from './product-offer'

/** The meta description's length: what search results show. */
const DESCRIPTION_CHARS = 160

const SCHEMA_AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' }

/**
 * A product page's head: `<title>`, meta description, canonical link, Open Graph (`og:type` product with its price)
 * and Twitter card tags, and JSON-LD: a `Product` with its `Offer` (price in INR, availability from stock) and a
 * `BreadcrumbList` (Home → the product). Every address is absolute on the site's host (`origin`).
 */
export function productHead(page: PageResponse, product: ProductPageData, origin: string, t: Translate): string {
  const { item } = product
  const siteName = heroSummary(page.websitePage.sections)?.siteName ?? ''
  const title = siteName ? t('product.documentTitle', { name: item.name, site: siteName }) : item.name
  const url = `${origin}${productPath(item.slug)}`
  const description = summary(item.description) || item.name
  const image = item.images[0] ? previewImage(item.images[0], origin) : null
  const offer = productOffer(item)
  const price = offer.price?.sale.toFixed(2)
  const tags: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', siteName || null],
    ['property', 'og:title', item.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', image && item.name],
    ['property', 'product:price:amount', price],
    ['property', 'product:price:currency', price && 'INR'],
    ['property', 'product:availability', offer.inStock ? 'in stock' : 'out of stock'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', item.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'theme-color', page.websitePage.colorPalette.primary],
  ]
  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.name,
      description,
      url,
      image: item.images.map((each) => absolute(each, origin)),
      sku: item._id,
      ...(item.category.name && { category: item.category.name }),
      ...(price && {
        offers: {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: 'INR',
          availability: offer.inStock ? SCHEMA_AVAILABILITY.in : SCHEMA_AVAILABILITY.out,
        },
      }),
    },
    breadcrumbList(t, origin, { name: item.name, url }),
  ]
  return headMarkup({ title, tags, url, structured })
}

/** A `<meta>` tag: which attribute names it, its name, its content (left out when empty). */
export type MetaTag = [attribute: string, key: string, content: string | null | undefined]

/** A storefront page's head: `<title>`, its meta tags, the canonical link and its JSON-LD blocks. */
export function headMarkup(head: { title: string; tags: MetaTag[]; url: string; structured: object[] }): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.tags.map(([attribute, key, content]) =>
      content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '',
    ),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    ...head.structured.map((data) => `<script type="application/ld+json">${serialiseAppData(data)}</script>`),
  ].join('')
}

/** schema.org `BreadcrumbList` of a storefront page: Home, then the page. */
export function breadcrumbList(t: Translate, origin: string, here: { name: string; url: string }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('product.home'), item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: here.name, item: here.url },
    ],
  }
}

/** The description's first words, on one line, at most `DESCRIPTION_CHARS` long. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= DESCRIPTION_CHARS ? line : `${line.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`
}
