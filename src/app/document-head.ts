import { OWNER_MANIFEST_PATH } from '../../contract/push'
import type { AppData } from './app-data'
import { createTranslator } from '../i18n/translator'
import { heroSummary, pageTitle } from '../site/hero-summary'

/**
 * What the server tells search engines of a published page (server/modules/seo): its canonical address (the custom
 * domain when one is connected, the language when the address names one) and more head markup (language alternates,
 * structured data) it has made safe to insert as it is.
 */
export interface PageSeo {
  canonical: string
  head: string
}

/**
 * `<title>`, meta description, Open Graph and theme tags, from the page's
 * hero (Main Header), so a shared link previews well before any JS runs; the
 * canonical link and `seo.head` when the server gives them.
 */
export function documentHead(data: AppData, origin: string, seo?: PageSeo): string {
  const t = createTranslator(data.strings)
  if (data.route === 'owner') return ownerHead(t('owner.documentTitle'))
  if (data.route === 'start') return tag('title', t('start.documentTitle'))
  if (data.page === null || data.route === 'notFound') {
    return tag('title', t('notFound.documentTitle')) + meta('name', 'robots', 'noindex')
  }
  const hero = heroSummary(data.page.websitePage.sections)
  const siteName = hero?.siteName ?? data.subdomain ?? ''
  const title = pageTitle(data.page.websitePage.sections, data.subdomain ?? '')
  const url = seo?.canonical ?? `${origin}${data.customRoute === '/' ? '/' : data.customRoute}`
  const parts = [
    tag('title', title),
    hero?.description ? meta('name', 'description', hero.description) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    hero?.description ? meta('property', 'og:description', hero.description) : '',
    meta('property', 'og:url', url),
    hero?.image ? meta('property', 'og:image', hero.image.startsWith('/') ? origin + hero.image : hero.image) : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    data.page.websitePage.colorPalette.primary
      ? meta('name', 'theme-color', data.page.websitePage.colorPalette.primary)
      : '',
    seo?.head ?? '',
  ]
  return parts.join('')
}

/** The owner app's head: installable (its web app manifest, icons and colour, contract/push.ts). */
function ownerHead(title: string): string {
  return [
    tag('title', title),
    meta('name', 'robots', 'noindex'),
    `<link rel="manifest" href="${OWNER_MANIFEST_PATH}">`,
    '<link rel="apple-touch-icon" href="/owner-icons/icon-192.png">',
    meta('name', 'theme-color', '#0f766e'),
  ].join('')
}

function tag(name: string, text: string): string {
  return `<${name}>${escapeHtml(text)}</${name}>`
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
