import * as t from 'io-ts'
import { InstalledWidgets, Section, WidgetSettings, type ColorPalette } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { widgetAvailability } from '../settings/index.js'
import type { Site } from '../site/index.js'
import { CachedBody, type PageCache, type PublishedPage } from './page-cache.js'
import { describeChanges } from './page-changes.js'
import { writePage, type Written } from './page-versions.js'
import { stored } from './stored.js'
import { storefrontOf } from './storefront-data.js'

export { stored } from './stored.js'

const Sections = t.array(Section)
const OptionalSection = t.union([Section, t.null])

/**
 * What a visitor may see: a section with status 'hide' (an owner's draft, a
 * retired offer) is left out of every answer and of the page data. This is
 * the one place hidden sections are filtered; the page's renderer gets only
 * what is left.
 */
export const shown = (section: Section): boolean => section.status !== 'hide'
const shownOrNull = (section: Section | null): Section | null => (section && shown(section) ? section : null)

/** The page call's answer: the published page serialised once, with its ETag. */
export type PageAnswer = { found: true; body: CachedBody } | { found: false; reason: 'site' | 'page' }

/** Where a change to the published pages came from: a publish in this process, or another process (through Redis). */
export type PagesChangeOrigin = 'here' | 'elsewhere'

/**
 * Published pages, shaped as the page call answers them (docs/product.md, 'Calls'), holding only
 * what visitors may see (no hidden sections). Stored JSON is decoded on the
 * way out, so a bad row is reported instead of sent. Answers are kept in the
 * process's `PageCache` per site and route, serialised once for the page
 * call; `publish` drops the site's entries and tells `onChange` listeners
 * (which tell the other processes).
 */
export class PageService {
  readonly #listeners: ((siteId: string | null, origin: PagesChangeOrigin) => void)[] = []

  constructor(
    private readonly db: Db,
    readonly cache: PageCache,
    private readonly events: Events,
  ) {}

  async published(site: Site | undefined, customRoute: string): Promise<PublishedPage> {
    if (!site) return { found: false, reason: 'site' }
    return (await this.#entry(site, normaliseRoute(customRoute))).published
  }

  /** The page call's answer for a site route, from the cache when it is there. */
  async answer(site: Site | undefined, customRoute: string): Promise<PageAnswer> {
    if (!site) return { found: false, reason: 'site' }
    const { published, answer } = await this.#entry(site, normaliseRoute(customRoute))
    return published.found && answer
      ? { found: true, body: answer }
      : { found: false, reason: published.found ? 'page' : published.reason }
  }

  /**
   * The page as the owner's preview shows it: the live page with the route's
   * draft sections (hidden ones left out), or the live page when there is no
   * draft, with the whole storefront its storefront sections may show. Never
   * cached, never for visitors (the preview link is signed).
   */
  async draft(site: Site, customRoute: string): Promise<PublishedPage> {
    const route = normaliseRoute(customRoute)
    const published = await this.published(site, route)
    if (!published.found) return published
    const draft = await this.db
      .selectFrom('pageDrafts')
      .select('sections')
      .where('siteId', '=', site.id)
      .where('route', '=', route)
      .executeTakeFirst()
    const { storefront: _published, ...page } = published.page
    const sections = draft
      ? stored(Sections, draft.sections, 'draft sections').filter(shown)
      : page.websitePage.sections
    // The whole storefront: the preview shows what the draft's storefront sections would, as the owner changes them.
    const storefront = await storefrontOf(this.db, site.id, sections, { trim: false })
    return {
      found: true,
      page: { ...page, ...(storefront && { storefront }), websitePage: { ...page.websitePage, sections } },
    }
  }

  /**
   * Replaces a route's sections (and the palette, when given) in one
   * transaction that also keeps the new state as a version (restorable),
   * named by what changed. The owner's draft, if any, stays.
   */
  async publish(site: Site, customRoute: string, sections: Section[], colorPalette?: ColorPalette): Promise<Written> {
    const route = normaliseRoute(customRoute)
    const written = await this.events.transaction(async (tx) => {
      // The page row's lock first (as every publish takes it), then what it held: the version names what changed.
      const live = await tx.db
        .selectFrom('pages')
        .select('sections')
        .where('siteId', '=', site.id)
        .where('route', '=', route)
        .forUpdate()
        .executeTakeFirst()
      const changes = live ? describeChanges(stored(Sections, live.sections, 'sections'), sections) : []
      return writePage(tx, site.id, route, sections, colorPalette, { changes, publishedBy: '' })
    })
    this.invalidate(site.id, 'here')
    return written
  }

  /** Forgets a site's cached pages (`null`: every site's), after a publish here or elsewhere. */
  invalidate(siteId: string | null, origin: PagesChangeOrigin): void {
    this.cache.invalidate(siteId)
    for (const listener of this.#listeners) listener(siteId, origin)
  }

  onChange(listener: (siteId: string | null, origin: PagesChangeOrigin) => void): void {
    this.#listeners.push(listener)
  }

  async #entry(site: Site, route: string) {
    const key = `${site.id}|${route}`
    const cached = this.cache.published(key)
    if (cached) return cached
    const generation = this.cache.generation
    const published = await this.#load(site, route)
    const entry = {
      kind: 'published' as const,
      siteId: site.id,
      published,
      answer: published.found ? new CachedBody(Buffer.from(JSON.stringify(published.page))) : null,
    }
    this.cache.fill(key, entry, generation)
    return entry
  }

  async #load(site: Site, route: string): Promise<PublishedPage> {
    const row = await this.db
      .selectFrom('pages')
      .select(['sections'])
      .where('siteId', '=', site.id)
      .where('route', '=', route)
      .executeTakeFirst()
    if (!row) return { found: false, reason: 'page' }
    const chatWidget =
      site.widgetSettings === null ? undefined : stored(WidgetSettings, site.widgetSettings, 'widgetSettings')
    // The header's away line ('Away · replies from 9:00'), as of this answer (cached like the page, seconds).
    const status = await widgetAvailability(this.db, site, new Date())
    const installedWidgets: InstalledWidgets = chatWidget ? { chatWidget: { ...chatWidget, ...status } } : {}
    const sections = stored(Sections, row.sections, 'sections').filter(shown)
    // The live catalogue of a page with a storefront section: cached with the page, dropped on `catalogue.changed`.
    const storefront = await storefrontOf(this.db, site.id, sections, { trim: true })
    return {
      found: true,
      page: {
        message: 'success',
        websitePage: {
          templateSlug: site.templateSlug,
          colorPalette: site.colorPalette,
          sections,
        },
        isPremium: site.isPremium,
        logo: site.logo,
        installedWidgets,
        headerSection: shownOrNull(stored(OptionalSection, site.headerSection, 'headerSection')),
        footerSection: shownOrNull(stored(OptionalSection, site.footerSection, 'footerSection')),
        mobFooterSection: shownOrNull(stored(OptionalSection, site.mobFooterSection, 'mobFooterSection')),
        ...(storefront && { storefront }),
      },
    }
  }
}

/** `''`, `home` and `/home/` all mean `/home`; the empty route is `/`. */
export function normaliseRoute(route: string): string {
  const trimmed = route.trim().replace(/^\/+|\/+$/g, '')
  return `/${trimmed}`.toLowerCase()
}
