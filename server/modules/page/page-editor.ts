import type { LinkWarning, OwnerPageResponse, OwnerSectionBody, PageVersion } from '../../../contract/owner-page.js'
import { ColorPalette, type Section } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import type { Site } from '../site/index.js'
import { describeChanges } from './page-changes.js'
import { dropDraft, readEditing, saveDraft, type Editing } from './page-draft.js'
import * as edits from './page-edits.js'
import { catalogueWarnings } from './catalogue-refs.js'
import { linkWarnings } from './page-links.js'
import type { PageService } from './page-service.js'
import { findVersion, listVersions, writePage } from './page-versions.js'
import { checkSections } from './section-schemas.js'
import { stored } from './stored.js'

/** The words of a publish refused for a warning, by its reason (`locales/en/server.json`). */
const WARNING_TEXT = {
  hidden: 'ownerPage.linkToHidden',
  missing: 'ownerPage.linkToMissing',
  unknownItem: 'ownerPage.unknownItem',
  unknownCategory: 'ownerPage.unknownCategory',
} as const satisfies Record<LinkWarning['reason'], string>

/** A change to the draft, worked out from its sections (under the page's lock). */
type Revision = (
  sections: Section[],
  trx: Db,
) => Promise<{ sections: Section[]; colorPalette?: ColorPalette }> | { sections: Section[] }

/**
 * The owner's editor of a route: every change (a section's values, status,
 * order, add, remove, duplicate, restore) goes to the route's draft, which
 * visitors never see (the page call and the rendered pages read only
 * `pages`). `publish` makes the draft live as a new version, named by what
 * it changed and by whom, and drops the site's cached pages in every process
 * (`PageService.invalidate`); `discard` drops the draft. Each call is one
 * transaction holding the page row's lock, so two edits at once both land.
 *
 * @example
 * const editor = new PageEditor(app.db, app.events, app.pages)
 * await editor.changeSection(site, '/', { sectionId: 'faq', status: 'hide' })
 * await editor.publish(site, '/', { confirmLinks: false, owner })
 */
export class PageEditor {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
    private readonly pages: PageService,
  ) {}

  /** The draft (else the live page) of a route; 404 when the route has no page. */
  async read(site: Site, route: string): Promise<OwnerPageResponse> {
    return this.#answer(this.db, site, route, await readEditing(this.db, site.id, route))
  }

  /** The route's versions, newest (live) first. */
  versions(site: Site, route: string): Promise<PageVersion[]> {
    return listVersions(this.db, site.id, route)
  }

  /** One section's values (checked against its schema; errors at `body.values…`), status or view mode. */
  changeSection(site: Site, route: string, change: OwnerSectionBody): Promise<OwnerPageResponse> {
    return this.#revise(site, route, (sections) => ({ sections: edits.changeSection(sections, change) }))
  }

  reorder(site: Site, route: string, sectionIds: string[]): Promise<OwnerPageResponse> {
    return this.#revise(site, route, (sections) => ({ sections: edits.reorder(sections, sectionIds) }))
  }

  add(site: Site, route: string, name: string, after?: string): Promise<OwnerPageResponse> {
    return this.#revise(site, route, (sections) => ({ sections: edits.addSection(sections, name, after) }))
  }

  remove(site: Site, route: string, sectionId: string): Promise<OwnerPageResponse> {
    return this.#revise(site, route, (sections) => ({ sections: edits.removeSection(sections, sectionId) }))
  }

  duplicate(site: Site, route: string, sectionId: string): Promise<OwnerPageResponse> {
    return this.#revise(site, route, (sections) => ({ sections: edits.duplicateSection(sections, sectionId) }))
  }

  /** A version's sections (and palette) become the draft; 404 for a version of another site or route. */
  restore(site: Site, route: string, versionId: string): Promise<OwnerPageResponse> {
    return this.#revise(site, route, async (_sections, trx) => {
      const version = await findVersion(trx, site.id, route, versionId)
      if (!version) throw new HttpError(404, serverText('ownerPage.versionNotFound'), 'NOT_FOUND')
      return {
        sections: stored(edits.Sections, version.sections, 'version sections'),
        colorPalette: stored(ColorPalette, version.colorPalette, 'version colorPalette'),
      }
    })
  }

  /**
   * Makes the draft live: 409 `NO_DRAFT` without one; 400 when it fails its
   * schemas; 409 `BROKEN_LINKS` (each warning as a field error) when a link
   * goes to a hidden or missing anchor, unless `confirmLinks`.
   */
  async publish(
    site: Site,
    route: string,
    { confirmLinks, owner }: { confirmLinks: boolean; owner: RequestOwner | null },
  ): Promise<OwnerPageResponse> {
    const result = await this.events.transaction(async (tx) => {
      const editing = await readEditing(tx.db, site.id, route, true)
      if (!editing.draft) throw new HttpError(409, serverText('ownerPage.noDraft'), 'NO_DRAFT')
      const errors = checkSections(editing.sections)
      if (errors.length > 0) throw new DecodeError(errors)
      const warnings = [
        ...linkWarnings(editing.sections),
        ...(await catalogueWarnings(tx.db, site.id, editing.sections)),
      ]
      if (warnings.length > 0 && !confirmLinks) {
        const index = new Map(edits.inOrder(editing.sections).map((section, at) => [section._id, at]))
        throw new HttpError(
          409,
          serverText('ownerPage.brokenLinks'),
          'BROKEN_LINKS',
          warnings.map((warning) => ({
            path: `sections.${index.get(warning.sectionId)}.values.${warning.field}`,
            message: serverText(WARNING_TEXT[warning.reason], { link: warning.link }),
          })),
        )
      }
      const changes = describeChanges(editing.live, editing.sections)
      const publishedBy = owner ? owner.name || `${owner.countryCode} ${owner.phoneNumber}` : ''
      await writePage(tx, site.id, route, editing.sections, editing.colorPalette ?? undefined, { changes, publishedBy })
      await dropDraft(tx.db, site.id, route)
      return this.#answer(tx.db, site, route, { ...editing, live: editing.sections, draft: false })
    })
    this.pages.invalidate(site.id, 'here')
    return result
  }

  /** Drops the draft: the editor shows the live page again. */
  discard(site: Site, route: string): Promise<OwnerPageResponse> {
    return this.events.transaction(async (tx) => {
      const editing = await readEditing(tx.db, site.id, route, true)
      await dropDraft(tx.db, site.id, route)
      return this.#answer(tx.db, site, route, { ...editing, sections: editing.live, draft: false })
    })
  }

  #revise(site: Site, route: string, revise: Revision): Promise<OwnerPageResponse> {
    return this.events.transaction(async (tx) => {
      const editing = await readEditing(tx.db, site.id, route, true)
      const next = await revise(editing.sections, tx.db)
      const palette = 'colorPalette' in next && next.colorPalette ? next.colorPalette : editing.colorPalette
      await saveDraft(tx.db, site.id, route, next.sections, palette)
      return this.#answer(tx.db, site, route, {
        ...editing,
        sections: next.sections,
        colorPalette: palette,
        draft: true,
      })
    })
  }

  async #answer(db: Db, site: Site, route: string, editing: Editing): Promise<OwnerPageResponse> {
    const { colorPalette } = await db
      .selectFrom('sites')
      .select('colorPalette')
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow()
    const [version] = await listVersions(db, site.id, route, 1)
    const sections = edits.inOrder(editing.sections)
    return {
      message: 'success',
      customRoute: route,
      sections,
      colorPalette: editing.colorPalette ?? stored(ColorPalette, colorPalette, 'colorPalette'),
      version: version ?? null,
      draft: editing.draft,
      linkWarnings: [...linkWarnings(sections), ...(await catalogueWarnings(db, site.id, sections))],
    }
  }
}
