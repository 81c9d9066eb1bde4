import { randomUUID } from 'node:crypto'
import type { FieldError } from '../../../contract/decode.js'
import { itemProblems, slugOf, type ItemInput, type OwnerItem } from '../../../contract/owner-catalogue.js'
import type { Events, EventTransaction } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { recordActivity, type ActivityRecord } from '../activity/index.js'
import { itemChanges, itemRecord } from './item-activity.js'
import { changedFields, toColumns, toOwnerItem, type ItemRow } from './item-rows.js'
import { StudioRepository } from './studio-repository.js'

/** A save made on an older version: the fields that differ now, and the item as it is. */
export class ItemConflictError extends Error {
  constructor(
    readonly changed: string[],
    readonly item: OwnerItem,
  ) {
    super('The item was changed since it was loaded')
  }
}

/**
 * The input with the stored stock of every option (and item) that already exists: orders move stock without
 * changing the item's version, so a form's figure may be old; stock changes through the stock call only. A new
 * option keeps the figure it was given.
 */
function withStoredStock(input: ItemInput, stored: OwnerItem): ItemInput {
  const variants = new Map(stored.variants.map((variant) => [variant._id, variant.stock]))
  const packages = new Map(stored.packages.map((pack) => [pack._id, pack.stock]))
  return {
    ...input,
    variants: input.variants.map((variant) =>
      variant._id !== undefined && variants.has(variant._id)
        ? { ...variant, stock: variants.get(variant._id)! }
        : variant,
    ),
    packages: input.packages.map((pack) =>
      pack._id !== undefined && packages.has(pack._id) ? { ...pack, stock: packages.get(pack._id)! } : pack,
    ),
    inventoryTotal:
      stored.variants.length + stored.packages.length === 0 ? stored.inventoryTotal : input.inventoryTotal,
  }
}

const notFound = () => new HttpError(404, serverText('studio.itemNotFound'), 'NOT_FOUND')

/**
 * The owner's changes to the catalogue items of their site. Each is one
 * transaction that also records `catalogue.changed` (the outbox), which the
 * live module turns into a push to the site's open widgets on every process.
 */
export class StudioService {
  constructor(private readonly events: Events) {}

  create(siteId: string, owner: RequestOwner | null, input: ItemInput): Promise<OwnerItem> {
    return this.write(siteId, owner, async (repo, tx) => {
      const row = await insertItem(tx, siteId, input, await checkedSlug(repo, siteId, input, null, 'body.item'))
      return [row, () => itemRecord(toOwnerItem(row), 'created')]
    })
  }

  /** Saves `input` over the item if it is still at `version`; else `ItemConflictError`. */
  update(
    siteId: string,
    owner: RequestOwner | null,
    itemId: string,
    version: number,
    input: ItemInput,
  ): Promise<OwnerItem> {
    return this.write(siteId, owner, async (repo, tx) => {
      const current = await repo.item(siteId, itemId, true)
      if (!current) throw notFound()
      if (current.version !== version)
        throw new ItemConflictError(changedFields(toOwnerItem(current), input), toOwnerItem(current))
      const slug = await checkedSlug(repo, siteId, input, itemId, 'body.item')
      const row = await replaceItem(tx, siteId, current, withStoredStock(input, toOwnerItem(current)), slug)
      return [row, (item) => itemRecord(item, 'edited', itemChanges(toOwnerItem(current), item))]
    })
  }

  /** A copy right after the original, hidden until the owner shows it, with a free slug and new option ids. */
  duplicate(siteId: string, owner: RequestOwner | null, itemId: string): Promise<OwnerItem> {
    return this.write(siteId, owner, async (repo, tx) => {
      const current = await repo.item(siteId, itemId)
      if (!current) throw notFound()
      const source = toOwnerItem(current)
      const copy: ItemInput = {
        ...source,
        name: `${source.name} (${serverText('studio.copy')})`.slice(0, 120),
        // New option ids: the copy's choices never name the original's.
        variants: source.variants.map((variant) => ({ ...variant, _id: undefined })),
        packages: source.packages.map((pack) => ({ ...pack, _id: undefined })),
        hidden: true,
      }
      await tx.db
        .updateTable('catalogueItems')
        .set((eb) => ({ position: eb('position', '+', 1) }))
        .where('siteId', '=', siteId)
        .where('catalogueId', '=', current.catalogueId)
        .where('position', '>', current.position)
        .execute()
      const row = await tx.db
        .insertInto('catalogueItems')
        .values({
          ...toColumns(copy, await repo.freeSlug(siteId, current.slug, null)),
          id: randomUUID(),
          siteId,
          position: current.position + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return [row, (item) => itemRecord(item, 'duplicated', [{ field: 'source', to: source.name }])]
    })
  }

  setHidden(siteId: string, owner: RequestOwner | null, itemId: string, hidden: boolean): Promise<OwnerItem> {
    return this.write(siteId, owner, async (_repo, tx) => {
      const row = await tx.db
        .updateTable('catalogueItems')
        .set((eb) => ({ hidden, version: eb('version', '+', 1) }))
        .where('siteId', '=', siteId)
        .where('id', '=', itemId)
        .where('archivedAt', 'is', null)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw notFound()
      return [row, (item) => itemRecord(item, hidden ? 'hidden' : 'shown')]
    })
  }

  /** Erases the item, or archives it when an order names it (the order keeps its own snapshot). */
  async remove(siteId: string, owner: RequestOwner | null, itemId: string): Promise<'deleted' | 'archived'> {
    return this.events.transaction(async (tx) => {
      const repo = new StudioRepository(tx.db)
      const current = await repo.item(siteId, itemId, true)
      if (!current) throw notFound()
      const archive = await repo.ordered(siteId, itemId)
      if (archive)
        await tx.db
          .updateTable('catalogueItems')
          .set({ archivedAt: new Date(), version: current.version + 1 })
          .where('siteId', '=', siteId)
          .where('id', '=', itemId)
          .execute()
      else await tx.db.deleteFrom('catalogueItems').where('siteId', '=', siteId).where('id', '=', itemId).execute()
      await recordActivity(tx.db, siteId, owner, [itemRecord(toOwnerItem(current), archive ? 'archived' : 'deleted')])
      tx.emit('catalogue.changed', { siteId, itemIds: [itemId] })
      return archive ? 'archived' : 'deleted'
    })
  }

  /** Sets one stock figure: a variant's or package's (`optionId`), or the item's own (`optionId: null`). */
  setStock(
    siteId: string,
    owner: RequestOwner | null,
    itemId: string,
    optionId: string | null,
    stock: number | null,
  ): Promise<OwnerItem> {
    return this.write(siteId, owner, async (repo, tx) => {
      const current = await repo.item(siteId, itemId, true)
      if (!current) throw notFound()
      const item = toOwnerItem(current)
      const variant = item.variants.find((entry) => entry._id === optionId)
      const pack = item.packages.find((entry) => entry._id === optionId)
      const invalid = (message: string) => new DecodeError([{ path: 'body.stock', message }])
      if (optionId !== null && !variant && !pack) throw notFound()
      const option = variant ?? pack
      const from = option ? option.stock : item.inventoryTotal
      if (variant) {
        if (stock === null) throw invalid('notCount')
        variant.stock = stock
      } else if (pack) pack.stock = stock
      else if (item.variants.length > 0) throw notFound()
      else item.inventoryTotal = stock
      const row = await tx.db
        .updateTable('catalogueItems')
        .set({ ...toColumns(item, item.slug), version: current.version + 1 })
        .where('siteId', '=', siteId)
        .where('id', '=', itemId)
        .returningAll()
        .executeTakeFirstOrThrow()
      const change = { field: 'stock', ...(option && { option: option.name }), from, to: stock }
      return [row, (saved) => itemRecord(saved, 'stock', [change])]
    })
  }

  /** One write of one item: its row changes, its activity entry is recorded, `catalogue.changed` names it. */
  private async write(
    siteId: string,
    owner: RequestOwner | null,
    work: (repo: StudioRepository, tx: EventTransaction) => Promise<[ItemRow, (item: OwnerItem) => ActivityRecord]>,
  ): Promise<OwnerItem> {
    return this.events.transaction(async (tx) => {
      const [row, record] = await work(new StudioRepository(tx.db), tx)
      const item = toOwnerItem(row)
      await recordActivity(tx.db, siteId, owner, [record(item)])
      tx.emit('catalogue.changed', { siteId, itemIds: [row.id] })
      return item
    })
  }
}

/*
 * The writes of one item inside a transaction someone else opened: the
 * studio's calls above, and the CSV import (which writes many items in one).
 */

/** The rules the codecs cannot check alone (a 400 with their paths under `root`); answers the slug to store. */
export async function checkedSlug(
  repo: StudioRepository,
  siteId: string,
  input: ItemInput,
  itemId: string | null,
  root: string,
): Promise<string> {
  const errors: FieldError[] = itemProblems(input, root)
  if (!(await repo.catalogueExists(siteId, input.catalogueId)))
    errors.push({ path: `${root}.catalogueId`, message: 'unknown' })
  for (const id of await repo.unknownDispatchPoints(siteId, input.dispatchPointIds))
    errors.push({ path: `${root}.dispatchPointIds.${input.dispatchPointIds.indexOf(id)}`, message: 'unknown' })
  if (input.slug !== '' && (await repo.slugTaken(siteId, input.slug, itemId)))
    errors.push({ path: `${root}.slug`, message: 'slugTaken' })
  if (errors.length > 0) throw new DecodeError(errors)
  return input.slug !== '' ? input.slug : repo.freeSlug(siteId, slugOf(input.name), itemId)
}

/** A new item at the end of its catalogue. */
export async function insertItem(tx: EventTransaction, siteId: string, input: ItemInput, slug: string) {
  return tx.db
    .insertInto('catalogueItems')
    .values({
      ...toColumns(input, slug),
      id: randomUUID(),
      siteId,
      position: await new StudioRepository(tx.db).nextPosition(siteId, input.catalogueId),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** `input` over the (locked) `current` row, one version up; a changed slug leaves the old one in the item's history. */
export async function replaceItem(
  tx: EventTransaction,
  siteId: string,
  current: ItemRow,
  input: ItemInput,
  slug: string,
) {
  if (current.slug !== slug) await new StudioRepository(tx.db).renamed(siteId, current.id, current.slug, slug)
  return tx.db
    .updateTable('catalogueItems')
    .set({ ...toColumns(input, slug), version: current.version + 1 })
    .where('siteId', '=', siteId)
    .where('id', '=', current.id)
    .returningAll()
    .executeTakeFirstOrThrow()
}
