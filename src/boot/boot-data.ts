import type { WidgetSettings } from '../../contract/page'
import type { AppData, AppRoute } from '../app/app-data'
import type { Bundle } from '../i18n/translate'

/**
 * What a published page hands its boot script (`#vitrine-data`), instead of the whole app data: the route, the site,
 * the chat widget's settings and the strings the boot script and the chunks it loads show (the launcher's label, the
 * contact form). The sections are in the HTML already; nothing hydrates them.
 */
export interface BootData {
  route: AppRoute
  subdomain: string | null
  /** The site's id: chat messages carry it as `clientId` (the widget ignores other sites'). */
  siteId: string | null
  /** The chat widget's settings; null when the site has none (or on a page that is not found). */
  chat: WidgetSettings | null
  /** Owner edit mode: the contact form and the widget are off. */
  editMode: boolean
  /** The `chat` and `contact` parts of the `page` namespace, as i18next resolved them for this request. */
  strings: Bundle
}

/** The routes a published page boots on (no hydration); the others (preview, owner, start) load the React app. */
export function bootsWithoutReact(route: AppRoute): boolean {
  return route !== 'preview' && route !== 'owner' && route !== 'start'
}

/** The boot data of a route the server rendered from `data`. */
export function bootData(data: AppData): BootData {
  const strings: Bundle = {}
  for (const part of ['chat', 'contact']) {
    const value = data.strings[part]
    if (value !== undefined) strings[part] = value
  }
  return {
    route: data.route,
    subdomain: data.subdomain,
    siteId: data.siteId,
    chat: data.page?.installedWidgets.chatWidget ?? null,
    editMode: data.editMode,
    strings,
  }
}

/** The page data element: the same id as the React app's (`APP_DATA_ELEMENT_ID`), which reads its own shape. */
export const BOOT_DATA_ELEMENT_ID = 'vitrine-data'
