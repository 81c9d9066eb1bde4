import * as t from 'io-ts'
import { ColorPalette, Section } from '../../../contract/page.js'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { stored } from './stored.js'

const Sections = t.array(Section)

/**
 * A route as the owner edits it: the live sections, and the draft's (the
 * live ones again when there is no draft), with the palette a restored
 * version brings back (null: the site's stays).
 */
export interface Editing {
  live: Section[]
  sections: Section[]
  colorPalette: ColorPalette | null
  draft: boolean
}

/**
 * Reads a route's live page and draft (404 when the route has no page). With
 * `lock`, inside a transaction, it holds the page row's lock, the lock every
 * publish of the route takes first: an edit, a publish and a discard of one
 * route happen one after another.
 */
export async function readEditing(db: Db, siteId: string, route: string, lock = false): Promise<Editing> {
  let query = db.selectFrom('pages').select('sections').where('siteId', '=', siteId).where('route', '=', route)
  if (lock) query = query.forUpdate()
  const page = await query.executeTakeFirst()
  if (!page) throw new HttpError(404, serverText('ownerPage.pageNotFound'), 'NOT_FOUND')
  const draft = await db
    .selectFrom('pageDrafts')
    .select(['sections', 'colorPalette'])
    .where('siteId', '=', siteId)
    .where('route', '=', route)
    .executeTakeFirst()
  const live = stored(Sections, page.sections, 'sections')
  return {
    live,
    sections: draft ? stored(Sections, draft.sections, 'draft sections') : live,
    colorPalette: draft?.colorPalette ? stored(ColorPalette, draft.colorPalette, 'draft colorPalette') : null,
    draft: draft !== undefined,
  }
}

/** Writes a route's draft (creating it on the first change). */
export async function saveDraft(
  db: Db,
  siteId: string,
  route: string,
  sections: Section[],
  colorPalette: ColorPalette | null,
): Promise<void> {
  const palette = colorPalette ? json(colorPalette) : null
  await db
    .insertInto('pageDrafts')
    .values({ siteId, route, sections: json(sections), colorPalette: palette })
    .onConflict((oc) =>
      oc
        .columns(['siteId', 'route'])
        .doUpdateSet({ sections: json(sections), colorPalette: palette, updatedAt: new Date() }),
    )
    .execute()
}

/** Drops a route's draft (nothing when there is none). */
export async function dropDraft(db: Db, siteId: string, route: string): Promise<void> {
  await db.deleteFrom('pageDrafts').where('siteId', '=', siteId).where('route', '=', route).execute()
}
