import type { i18n } from 'i18next'
import type { AppData } from './app-data'

/** `<title>`, description and theme tags for the document head. */
export function documentHead(data: AppData, i18n: i18n): string {
  if (data.page === null || data.route === 'notFound') {
    return `<title>${escapeHtml(i18n.t('notFound.documentTitle'))}</title><meta name="robots" content="noindex">`
  }
  const palette = data.page.websitePage.colorPalette
  const theme = palette.primary ? `<meta name="theme-color" content="${escapeHtml(palette.primary)}">` : ''
  const title = data.subdomain ?? ''
  return `<title>${escapeHtml(title)}</title>${theme}`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
