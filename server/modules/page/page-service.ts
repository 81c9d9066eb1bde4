import * as t from 'io-ts'
import { decode } from '../../../contract/decode.js'
import { InstalledWidgets, Section, WidgetSettings, type PageResponse } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import type { Site } from '../site/site-repository.js'

export type PublishedPage = { found: true; page: PageResponse } | { found: false; reason: 'site' | 'page' }

const Sections = t.array(Section)
const OptionalSection = t.union([Section, t.null])

/**
 * The published page of a site and route, shaped as the page call answers it (§7).
 * Stored JSON is decoded on the way out, so a bad row is reported instead of sent.
 */
export class PageService {
  constructor(private readonly db: Db) {}

  async published(site: Site | undefined, customRoute: string): Promise<PublishedPage> {
    if (!site) return { found: false, reason: 'site' }
    const row = await this.db
      .selectFrom('pages')
      .select(['sections'])
      .where('siteId', '=', site.id)
      .where('route', '=', normaliseRoute(customRoute))
      .executeTakeFirst()
    if (!row) return { found: false, reason: 'page' }
    const chatWidget = site.widgetSettings === null ? undefined : stored(WidgetSettings, site.widgetSettings, 'widgetSettings')
    const installedWidgets: InstalledWidgets = chatWidget ? { chatWidget } : {}
    return {
      found: true,
      page: {
        message: 'success',
        websitePage: {
          templateSlug: site.templateSlug,
          colorPalette: site.colorPalette,
          sections: stored(Sections, row.sections, 'sections'),
        },
        isPremium: site.isPremium,
        logo: site.logo,
        installedWidgets,
        headerSection: stored(OptionalSection, site.headerSection, 'headerSection'),
        footerSection: stored(OptionalSection, site.footerSection, 'footerSection'),
        mobFooterSection: stored(OptionalSection, site.mobFooterSection, 'mobFooterSection'),
      },
    }
  }
}

/** `''`, `home` and `/home/` all mean `/home`; the empty route is `/`. */
export function normaliseRoute(route: string): string {
  const trimmed = route.trim().replace(/^\/+|\/+$/g, '')
  return `/${trimmed}`.toLowerCase()
}

function stored<A>(codec: t.Type<A, unknown, unknown>, value: unknown, what: string): A {
  const result = decode(codec, value, what)
  if (!result.ok) throw new Error(`stored ${what} does not decode: ${result.errors.map((e) => e.path).join(', ')}`)
  return result.value
}
