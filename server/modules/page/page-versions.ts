import * as t from 'io-ts'
import { sql } from 'kysely'
import { MAX_PAGE_VERSIONS, PageChange, type PageVersion } from '../../../contract/owner-page.js'
import type { ColorPalette, Section } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import type { EventTransaction } from '../../events/events.js'
import { json } from '../../db/schema.js'
import { stored } from './stored.js'

const PageChanges = t.array(PageChange)

/** What a publish records beside the content: what changed from the live page, and who published it. */
export interface PublishNote {
  changes: PageChange[]
  /** The owner's name or phone; '' for an owner key. */
  publishedBy: string
}

/** What a publish made live: the new version and the site's palette with it. */
export interface Written {
  version: PageVersion
  colorPalette: ColorPalette
}

/**
 * Writes a route's sections (and the site's palette, when given) and keeps
 * what is now live as a new version, dropping the route's oldest past
 * `MAX_PAGE_VERSIONS`, and records `page.published`. Run it inside the
 * publish's transaction (`tx`): the
 * page upsert takes the page row's lock, so a route's versions are numbered
 * in the order they went live, and a failed publish keeps no version.
 *
 * @example
 * await app.events.transaction((tx) => writePage(tx, site.id, '/', sections))
 */
export async function writePage(
  tx: EventTransaction,
  siteId: string,
  route: string,
  sections: Section[],
  colorPalette?: ColorPalette,
  note: PublishNote = { changes: [], publishedBy: '' },
): Promise<Written> {
  const trx = tx.db
  // The page row first, then the site's: every publish takes the two locks in this order, so two at once never
  // deadlock.
  await trx
    .insertInto('pages')
    .values({ siteId, route, sections: json(sections) })
    .onConflict((oc) =>
      oc.columns(['siteId', 'route']).doUpdateSet({ sections: json(sections), updatedAt: new Date() }),
    )
    .execute()
  if (colorPalette)
    await trx
      .updateTable('sites')
      .set({ colorPalette: json(colorPalette) })
      .where('id', '=', siteId)
      .execute()
  const palette =
    colorPalette ??
    (await trx.selectFrom('sites').select('colorPalette').where('id', '=', siteId).executeTakeFirstOrThrow())
      .colorPalette
  const row = await trx
    .insertInto('pageVersions')
    .values({
      siteId,
      route,
      sections: json(sections),
      colorPalette: json(palette),
      changes: json(note.changes),
      publishedBy: note.publishedBy,
    })
    .returning(['id', 'publishedAt'])
    .executeTakeFirstOrThrow()
  await trx
    .deleteFrom('pageVersions')
    .where('siteId', '=', siteId)
    .where('route', '=', route)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('pageVersions')
        .select('id')
        .where('siteId', '=', siteId)
        .where('route', '=', route)
        .orderBy('seq', 'desc')
        .limit(MAX_PAGE_VERSIONS),
    )
    .execute()
  tx.emit('page.published', { siteId, route })
  return {
    version: { id: row.id, publishedAt: iso(row.publishedAt), sections: sections.length, ...note },
    colorPalette: palette,
  }
}

/** A route's versions, newest (the live one) first. */
export async function listVersions(
  db: Db,
  siteId: string,
  route: string,
  limit = MAX_PAGE_VERSIONS,
): Promise<PageVersion[]> {
  const rows = await db
    .selectFrom('pageVersions')
    .select(['id', 'publishedAt', 'changes', 'publishedBy', sql<number>`jsonb_array_length(sections)`.as('sections')])
    .where('siteId', '=', siteId)
    .where('route', '=', route)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    publishedAt: iso(row.publishedAt),
    sections: Number(row.sections),
    changes: stored(PageChanges, row.changes, 'version changes'),
    publishedBy: row.publishedBy,
  }))
}

/** One version's content, looked up by site and route as well as id (another site's or route's id finds nothing). */
export async function findVersion(
  db: Db,
  siteId: string,
  route: string,
  id: string,
): Promise<{ sections: unknown[]; colorPalette: unknown } | undefined> {
  return db
    .selectFrom('pageVersions')
    .select(['sections', 'colorPalette'])
    .where('siteId', '=', siteId)
    .where('route', '=', route)
    .where('id', '=', id)
    .executeTakeFirst()
}

function iso(value: Date | string): string {
  return new Date(value).toISOString()
}

/** When a site route's page was last published; null when it has none. */
export async function pagePublishedAt(db: Db, siteId: string, route: string): Promise<Date | null> {
  const row = await db
    .selectFrom('pages')
    .select('updatedAt')
    .where('siteId', '=', siteId)
    .where('route', '=', route)
    .executeTakeFirst()
  return row ? new Date(row.updatedAt) : null
}
