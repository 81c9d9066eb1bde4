import * as t from 'io-ts'
import { decode } from '../../../contract/decode.js'
import { InstalledWidgets, Section, WidgetSettings, type ColorPalette, type PageResponse } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import { TtlCache } from '../../lib/ttl-cache.js'
import type { Site } from '../site/site-repository.js'

export type PublishedPage = { found: true; page: PageResponse } | { found: false; reason: 'site' | 'page' }

const Sections = t.array(Section)
const OptionalSection = t.union([Section, t.null])

/** How long another server process may keep serving a page after a publish. */
export const PAGE_CACHE_TTL_MS = 5000

/**
 * What a visitor may see: a section with status 'hide' (an owner's draft, a
 * retired offer) is left out of every answer and of the page data, not just
 * out of the rendering.
 */
const shown = (section: Section): boolean => section.status !== 'hide'
const shownOrNull = (section: Section | null): Section | null => (section && shown(section) ? section : null)

/**
 * Published pages, shaped as the page call answers them (§7), holding only
 * what visitors may see (no hidden sections). Stored JSON is
 * decoded on the way out, so a bad row is reported instead of sent. Answers
 * are cached per site and route; `publish` clears the cache and tells
 * `onChange` listeners (the rendered-HTML cache).
 */
export class PageService {
  readonly #cache = new TtlCache<string, PublishedPage>(PAGE_CACHE_TTL_MS)
  readonly #listeners: (() => void)[] = []

  constructor(private readonly db: Db) {}

  async published(site: Site | undefined, customRoute: string): Promise<PublishedPage> {
    if (!site) return { found: false, reason: 'site' }
    const route = normaliseRoute(customRoute)
    const key = `${site.id}|${route}`
    const cached = this.#cache.get(key)
    if (cached) return cached
    const result = await this.#load(site, route)
    this.#cache.set(key, result)
    return result
  }

  /** Replaces a route's sections (and the palette, when given) in one transaction. */
  async publish(site: Site, customRoute: string, sections: Section[], colorPalette?: ColorPalette): Promise<void> {
    const route = normaliseRoute(customRoute)
    await this.db.transaction().execute(async (trx) => {
      if (colorPalette) await trx.updateTable('sites').set({ colorPalette: json(colorPalette) }).where('id', '=', site.id).execute()
      await trx
        .insertInto('pages')
        .values({ siteId: site.id, route, sections: json(sections) })
        .onConflict((oc) => oc.columns(['siteId', 'route']).doUpdateSet({ sections: json(sections), updatedAt: new Date() }))
        .execute()
    })
    this.invalidate()
  }

  /** Forgets every cached page (after a publish or a site change). */
  invalidate(): void {
    this.#cache.clear()
    for (const listener of this.#listeners) listener()
  }

  onChange(listener: () => void): void {
    this.#listeners.push(listener)
  }

  async #load(site: Site, route: string): Promise<PublishedPage> {
    const row = await this.db.selectFrom('pages').select(['sections']).where('siteId', '=', site.id).where('route', '=', route).executeTakeFirst()
    if (!row) return { found: false, reason: 'page' }
    const chatWidget = site.widgetSettings === null ? undefined : stored(WidgetSettings, site.widgetSettings, 'widgetSettings')
    const installedWidgets: InstalledWidgets = chatWidget ? { chatWidget } : {}
    return {
      found: true,
      page: {
        message: 'success',
        websitePage: { templateSlug: site.templateSlug, colorPalette: site.colorPalette, sections: stored(Sections, row.sections, 'sections').filter(shown) },
        isPremium: site.isPremium,
        logo: site.logo,
        installedWidgets,
        headerSection: shownOrNull(stored(OptionalSection, site.headerSection, 'headerSection')),
        footerSection: shownOrNull(stored(OptionalSection, site.footerSection, 'footerSection')),
        mobFooterSection: shownOrNull(stored(OptionalSection, site.mobFooterSection, 'mobFooterSection')),
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
