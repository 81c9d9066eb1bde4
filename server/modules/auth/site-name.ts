import type { Language } from '../../../contract/language.js'
import { inLanguage } from '../../../contract/translations.js'
import type { Site } from '../site/index.js'

/**
 * The widget title of a site (the widget settings' `headerTitle`), if it has one; for a reader of `language`, the
 * owner's title in it (`headerTitle@hi`) when they gave one.
 */
export function widgetHeaderTitle(site: Site, language: Language = 'en'): string | undefined {
  const settings = site.widgetSettings as { headerTitle?: unknown } | null
  const own = settings && inLanguage(settings, 'headerTitle', language)
  const title = typeof own === 'string' ? own.trim() : ''
  return title === '' ? undefined : title
}

/** What people call the site in a code message: its widget title, else its subdomain. */
export function siteName(site: Site): string {
  return widgetHeaderTitle(site) ?? site.subdomain
}
