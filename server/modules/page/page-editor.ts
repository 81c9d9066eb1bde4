import * as t from 'io-ts'
import type { FieldError } from '../../../contract/decode.js'
import type { OwnerPageResponse, OwnerSectionBody, PageVersion } from '../../../contract/owner-page.js'
import { ColorPalette, Section } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import { stored, type PageService } from './page-service.js'
import { checkSections } from './section-schemas.js'
import { findVersion, listVersions, writePage } from './page-versions.js'

const Sections = t.array(Section)

/** The next state of a route, worked out from the live sections (under the page's lock). */
type Revision = (sections: Section[], trx: Db) => Promise<{ sections: Section[]; colorPalette?: ColorPalette }>

/**
 * The owner's page content, one change at a time: read the live page back
 * (hidden sections included), change or hide one section, reorder, list
 * versions and restore one. Each change is a read-modify-write in one
 * transaction that holds the page row's lock, so two edits at once both
 * land, and publishes a new version through `writePage` like the whole-page
 * publish does; the site's cached pages are dropped in every process after
 * it commits (`PageService.invalidate`).
 *
 * @example
 * const editor = new PageEditor(app.db, app.events, app.pages)
 * await editor.changeSection(site, '/', { sectionId: 'faq', status: 'hide' })
 */
export class PageEditor {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
    private readonly pages: PageService,
  ) {}

  /** The live page of a route as published; 404 when the route has no page. */
  async read(site: Site, route: string): Promise<OwnerPageResponse> {
    const row = await this.db
      .selectFrom('pages')
      .select('sections')
      .where('siteId', '=', site.id)
      .where('route', '=', route)
      .executeTakeFirst()
    if (!row) throw pageNotFound()
    const { colorPalette } = await this.db
      .selectFrom('sites')
      .select('colorPalette')
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow()
    const [version] = await listVersions(this.db, site.id, route, 1)
    return answer(
      route,
      stored(Sections, row.sections, 'sections'),
      stored(ColorPalette, colorPalette, 'colorPalette'),
      version ?? null,
    )
  }

  /** The route's versions, newest (live) first. */
  versions(site: Site, route: string): Promise<PageVersion[]> {
    return listVersions(this.db, site.id, route)
  }

  /**
   * Replaces one section's values (checked against its schema, `src/sections/schemas.ts`; errors at `body.values…`),
   * status or view mode.
   */
  changeSection(site: Site, route: string, change: OwnerSectionBody): Promise<OwnerPageResponse> {
    if (change.values === undefined && change.status === undefined && change.viewMode === undefined) {
      throw new DecodeError([{ path: 'body', message: serverText('ownerPage.nothingToChange') }])
    }
    return this.#revise(site, route, async (sections) => {
      const index = sections.findIndex((section) => section._id === change.sectionId)
      if (index === -1)
        throw new HttpError(404, serverText('ownerPage.sectionNotFound', { sectionId: change.sectionId }), 'NOT_FOUND')
      const current = sections[index]!
      const next: Section = {
        ...current,
        values: change.values ?? current.values,
        status: change.status ?? current.status,
        viewMode: change.viewMode ?? current.viewMode,
      }
      if (change.values !== undefined) {
        // The registry names paths `sections.0.values.Title`; this call's body has the values at `body.values`.
        const errors = checkSections([next]).map((error) => ({
          ...error,
          path: error.path.replace(/^sections\.0\./, 'body.'),
        }))
        if (errors.length > 0) throw new DecodeError(errors)
      }
      return { sections: sections.map((section, at) => (at === index ? next : section)) }
    })
  }

  /** Puts the sections in the order of `sectionIds` (every section once) and numbers their `indexPosition` 0, 1, 2… */
  reorder(site: Site, route: string, sectionIds: string[]): Promise<OwnerPageResponse> {
    return this.#revise(site, route, async (sections) => {
      const byId = new Map(sections.map((section) => [section._id, section]))
      const errors: FieldError[] = []
      const named = new Set<string>()
      sectionIds.forEach((sectionId, index) => {
        const path = `body.sectionIds.${index}`
        if (!byId.has(sectionId)) errors.push({ path, message: serverText('ownerPage.sectionUnknown', { sectionId }) })
        else if (named.has(sectionId))
          errors.push({ path, message: serverText('ownerPage.sectionTwice', { sectionId }) })
        named.add(sectionId)
      })
      const leftOut = sections.filter((section) => !named.has(section._id)).map((section) => section._id)
      if (leftOut.length > 0)
        errors.push({
          path: 'body.sectionIds',
          message: serverText('ownerPage.sectionsLeftOut', { sectionIds: leftOut.join(', ') }),
        })
      if (errors.length > 0) throw new DecodeError(errors)
      return { sections: sectionIds.map((sectionId, indexPosition) => ({ ...byId.get(sectionId)!, indexPosition })) }
    })
  }

  /** Publishes a version's sections and palette again, as a new version; 404 for a version of another site or route. */
  restore(site: Site, route: string, versionId: string): Promise<OwnerPageResponse> {
    return this.#revise(site, route, async (_sections, trx) => {
      const version = await findVersion(trx, site.id, route, versionId)
      if (!version) throw new HttpError(404, serverText('ownerPage.versionNotFound'), 'NOT_FOUND')
      return {
        sections: stored(Sections, version.sections, 'version sections'),
        colorPalette: stored(ColorPalette, version.colorPalette, 'version colorPalette'),
      }
    })
  }

  async #revise(site: Site, route: string, revise: Revision): Promise<OwnerPageResponse> {
    const result = await this.events.transaction(async (tx) => {
      const trx = tx.db
      const row = await trx
        .selectFrom('pages')
        .select('sections')
        .where('siteId', '=', site.id)
        .where('route', '=', route)
        .forUpdate()
        .executeTakeFirst()
      if (!row) throw pageNotFound()
      const next = await revise(stored(Sections, row.sections, 'sections'), trx)
      const written = await writePage(tx, site.id, route, next.sections, next.colorPalette)
      return answer(route, next.sections, stored(ColorPalette, written.colorPalette, 'colorPalette'), written.version)
    })
    this.pages.invalidate(site.id, 'here')
    return result
  }
}

function pageNotFound(): HttpError {
  return new HttpError(404, serverText('ownerPage.pageNotFound'), 'NOT_FOUND')
}

/** Sections in page order (`indexPosition`; the stored order breaks ties, as the template does). */
function answer(
  customRoute: string,
  sections: Section[],
  colorPalette: ColorPalette,
  version: PageVersion | null,
): OwnerPageResponse {
  const ordered = [...sections].sort((a, b) => a.indexPosition - b.indexPosition)
  return { message: 'success', customRoute, sections: ordered, colorPalette, version }
}
