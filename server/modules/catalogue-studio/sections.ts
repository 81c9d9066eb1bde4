import { randomUUID } from 'node:crypto'
import type * as t from 'io-ts'
import type { Kysely } from 'kysely'
import type { CatalogueOrderBody, CategorySaveBody, SectionSaveBody } from '../../../contract/owner-catalogue.js'
import type { Database } from '../../db/schema.js'
import type { Events, EventTransaction } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { recordActivity, valueChanges } from '../activity/index.js'

const notFound = () => new HttpError(404, serverText('studio.notFound'), 'NOT_FOUND')

/**
 * Changes the site's row `id` to `values` (404 when it is not the site's), or, without an id, adds one at the end;
 * answers its id and the row's values before (locked for the transaction; none for a new one).
 */
async function saveRow<V extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: 'categories' | 'catalogues',
  siteId: string,
  existingId: string | undefined,
  values: V,
): Promise<{ id: string; before: V | undefined }> {
  const id = existingId ?? randomUUID()
  // One statement for both tables: Kysely cannot type a column list over a union of tables.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>
  const row: Record<string, unknown> = values
  const before = (await anyDb
    .selectFrom(table)
    .select(Object.keys(values))
    .where('siteId', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as V | undefined
  const changed = existingId
    ? await anyDb
        .updateTable(table)
        .set(row)
        .where('siteId', '=', siteId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
    : await anyDb
        .insertInto(table)
        .values({ ...row, id, siteId, position: 1000 })
        .returning('id')
        .executeTakeFirst()
  if (!changed) throw notFound()
  return { id, before }
}

/**
 * Saves a category or a catalogue (see `saveRow`) in `tx`, records it in the owner activity (created, or edited with
 * each changed field, `withoutValues` named without their values) and tells the widgets the catalogue changed.
 */
async function saveRecorded<V extends { name: string }>(
  tx: EventTransaction,
  save: {
    siteId: string
    owner: RequestOwner | null
    table: 'categories' | 'catalogues'
    existingId: string | undefined
    values: V
  },
  withoutValues: readonly string[],
): Promise<string> {
  const { siteId, owner, table, values } = save
  const { id, before } = await saveRow(tx.db, table, siteId, save.existingId, values)
  const changes = before ? valueChanges(before, values, { withoutValues }) : []
  await recordActivity(tx.db, siteId, owner, [
    {
      subject: table === 'categories' ? 'category' : 'catalogue',
      subjectId: id,
      subjectName: values.name,
      action: before ? 'edited' : 'created',
      changes,
    },
  ])
  tx.emit('catalogue.changed', { siteId, itemIds: [] })
  return id
}

/**
 * Categories, catalogues and the order of everything: each change is one
 * transaction recording `catalogue.changed` (the widgets reload what they show).
 */
export class SectionService {
  constructor(private readonly events: Events) {}

  saveCategory(siteId: string, owner: RequestOwner | null, body: t.TypeOf<typeof CategorySaveBody>): Promise<string> {
    return this.events.transaction(async (tx) => {
      const values = { name: body.name.trim(), image: body.image, catalogueType: body.catalogueType }
      return saveRecorded(tx, { siteId, owner, table: 'categories', existingId: body._id, values }, ['image'])
    })
  }

  saveCatalogue(siteId: string, owner: RequestOwner | null, body: t.TypeOf<typeof SectionSaveBody>): Promise<string> {
    return this.events.transaction(async (tx) => {
      const category = await tx.db
        .selectFrom('categories')
        .select(['id', 'catalogueType'])
        .where('siteId', '=', siteId)
        .where('id', '=', body.categoryId)
        .executeTakeFirst()
      if (!category) throw new DecodeError([{ path: 'body.categoryId', message: 'unknown' }])
      const values = {
        topicId: body.topicId,
        categoryId: category.id,
        catalogueType: category.catalogueType,
        name: body.name.trim(),
        description: body.description,
      }
      return saveRecorded(tx, { siteId, owner, table: 'catalogues', existingId: body._id, values }, [
        'topicId',
        'categoryId',
      ])
    })
  }

  /** Gives `ids` the positions 0, 1, 2, ... (all of the site, else 404 and nothing moves). */
  reorder(siteId: string, owner: RequestOwner | null, body: t.TypeOf<typeof CatalogueOrderBody>): Promise<void> {
    const table = ({ items: 'catalogueItems', catalogues: 'catalogues', categories: 'categories' } as const)[body.kind]
    const subject = ({ items: 'item', catalogues: 'catalogue', categories: 'category' } as const)[body.kind]
    return this.events.transaction(async (tx) => {
      const before = await tx.db
        .selectFrom(table)
        .select(['id', 'name', 'position'])
        .where('siteId', '=', siteId)
        .where('id', 'in', body.ids.length > 0 ? [...body.ids] : [''])
        .forUpdate()
        .execute()
      const was = new Map(before.map((row) => [row.id, row]))
      for (const [position, id] of body.ids.entries()) {
        const moved = await tx.db
          .updateTable(table)
          .set({ position })
          .where('siteId', '=', siteId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst()
        if (!moved) throw notFound()
      }
      const records = body.ids.flatMap((id, position) => {
        const row = was.get(id)!
        if (row.position === position) return []
        const change = { field: 'position', from: row.position + 1, to: position + 1 }
        return [{ subject, subjectId: id, subjectName: row.name, action: 'reordered' as const, changes: [change] }]
      })
      await recordActivity(tx.db, siteId, owner, records)
      tx.emit('catalogue.changed', { siteId, itemIds: body.kind === 'items' ? body.ids : [] })
    })
  }
}
