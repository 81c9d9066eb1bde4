import type { Site } from '../site/index.js'

/** The widget title of a site (the widget settings' `headerTitle`), if it has one. */
export function widgetHeaderTitle(site: Site): string | undefined {
  const settings = site.widgetSettings as { headerTitle?: unknown } | null
  const title = typeof settings?.headerTitle === 'string' ? settings.headerTitle.trim() : ''
  return title === '' ? undefined : title
}

/** What people call the site in a code message: its widget title, else its subdomain. */
export function siteName(site: Site): string {
  return widgetHeaderTitle(site) ?? site.subdomain
}
