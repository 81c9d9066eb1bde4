import { sql, type ColumnType, type Kysely, type RawBuilder } from 'kysely'
import { isProductLabel, PRODUCT_LABELS, type LabelColour, type OwnerLabel } from '../../../contract/owner-labels.js'
import type { Database } from '../../db/schema.js'
import { siteHasRow } from '../../db/site-rows.js'

/** The tables of migration 0043, as Kysely sees them (`db.withTables<LabelTables>()`). */
export type LabelTables = {
  labels: { id: string; siteId: string; name: string; colour: string; createdAt: ColumnType<Date, never, never> }
  conversationLabels: { siteId: string; customerId: string; labelId: string; createdAt: ColumnType<Date, never, never> }
  conversationAssignments: {
    siteId: string
    customerId: string
    ownerId: string
    assignedAt: ColumnType<Date, Date | undefined, Date>
  }
}

type Db = Kysely<Database>

const toWire = (row: { id: string; name: string; colour: string }): OwnerLabel => ({
  _id: row.id,
  name: row.name,
  colour: row.colour as LabelColour,
})

/** The product's labels first, in their order, then the owners' as they were put on. */
function ordered(rows: readonly { labelId: string; createdAt: Date }[]): string[] {
  const product = PRODUCT_LABELS.filter((label) => rows.some((row) => row.labelId === label))
  const own = rows
    .filter((row) => !isProductLabel(row.labelId))
    .sort(
      (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.labelId.localeCompare(b.labelId),
    )
    .map((row) => row.labelId)
  return [...product, ...own]
}

/** Whether the owners' label of that name (whatever its case) is another one than `id`. */
const sameName = (name: string) => sql<boolean>`lower(name) = lower(${name})`

/**
 * The owners' labels of one site, the labels its conversations carry and who each conversation is given to. Every
 * query names the site; a label, customer or owner of another site is not found.
 */
export class LabelRepository {
  private readonly db: Kysely<Database & LabelTables>

  constructor(db: Db) {
    this.db = db.withTables<LabelTables>()
  }

  async list(siteId: string): Promise<OwnerLabel[]> {
    const rows = await this.db
      .selectFrom('labels')
      .select(['id', 'name', 'colour'])
      .where('siteId', '=', siteId)
      .orderBy(sql`lower(name)`)
      .execute()
    return rows.map(toWire)
  }

  async count(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('labels')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('siteId', '=', siteId)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** Adds a label; 'taken' when the site has one of that name already. */
  async insert(siteId: string, label: { name: string; colour: LabelColour }): Promise<OwnerLabel | 'taken'> {
    if (await this.nameTaken(siteId, label.name, null)) return 'taken'
    const row = await this.db
      .insertInto('labels')
      .values({ id: crypto.randomUUID(), siteId, ...label })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'name', 'colour'])
      .executeTakeFirst()
    return row ? toWire(row) : 'taken'
  }

  /** Renames or recolours one of the site's labels; 'missing' (not this site's) or 'taken' (another has the name). */
  async update(
    siteId: string,
    id: string,
    label: { name: string; colour: LabelColour },
  ): Promise<OwnerLabel | 'missing' | 'taken'> {
    if (await this.nameTaken(siteId, label.name, id)) return 'taken'
    const row = await this.db
      .updateTable('labels')
      .set(label)
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .returning(['id', 'name', 'colour'])
      .executeTakeFirst()
    return row ? toWire(row) : 'missing'
  }

  /** Deletes one of the site's labels and takes it off every conversation; answers where it was (null: not found). */
  async delete(siteId: string, id: string): Promise<string[] | null> {
    const deleted = await this.db
      .deleteFrom('labels')
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return null
    const rows = await this.db
      .deleteFrom('conversationLabels')
      .where('siteId', '=', siteId)
      .where('labelId', '=', id)
      .returning('customerId')
      .execute()
    return rows.map((row) => row.customerId)
  }

  /** Whether `labelId` may go on the site's conversations: a product label, or one of the site's own. */
  async exists(siteId: string, labelId: string): Promise<boolean> {
    if (isProductLabel(labelId)) return true
    return siteHasRow(this.db, 'labels', siteId, labelId)
  }

  /** The labels of these conversations (by customer id; a customer with none is absent). */
  async labelsOf(siteId: string, customerIds: readonly string[]): Promise<Map<string, string[]>> {
    if (customerIds.length === 0) return new Map()
    const rows = await this.db
      .selectFrom('conversationLabels')
      .select(['customerId', 'labelId', 'createdAt'])
      .where('siteId', '=', siteId)
      .where('customerId', 'in', customerIds)
      .execute()
    const byCustomer = new Map<string, typeof rows>()
    for (const row of rows) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row])
    return new Map([...byCustomer].map(([customerId, labels]) => [customerId, ordered(labels)]))
  }

  /**
   * Puts labels on a conversation and takes others off, in one go; answers its labels now, and whether they changed.
   */
  async change(
    siteId: string,
    customerId: string,
    change: { add?: readonly string[]; remove?: readonly string[] },
  ): Promise<{ labelIds: string[]; changed: boolean }> {
    let changed = false
    if (change.remove && change.remove.length > 0) {
      const removed = await this.db
        .deleteFrom('conversationLabels')
        .where('siteId', '=', siteId)
        .where('customerId', '=', customerId)
        .where('labelId', 'in', change.remove)
        .executeTakeFirst()
      changed = Number(removed.numDeletedRows) > 0
    }
    if (change.add && change.add.length > 0) {
      const added = await this.db
        .insertInto('conversationLabels')
        .values(change.add.map((labelId) => ({ siteId, customerId, labelId })))
        .onConflict((oc) => oc.doNothing())
        .returning('labelId')
        .execute()
      changed ||= added.length > 0
    }
    const labelIds = (await this.labelsOf(siteId, [customerId])).get(customerId) ?? []
    return { labelIds, changed }
  }

  /** Who the site's conversations are given to (by customer id; one given to nobody is absent). */
  async assigneesOf(siteId: string, customerIds: readonly string[]): Promise<Map<string, string>> {
    if (customerIds.length === 0) return new Map()
    const rows = await this.db
      .selectFrom('conversationAssignments')
      .select(['customerId', 'ownerId'])
      .where('siteId', '=', siteId)
      .where('customerId', 'in', customerIds)
      .execute()
    return new Map(rows.map((row) => [row.customerId, row.ownerId]))
  }

  /** Gives the conversation to `ownerId` (one of the site's owners, checked by the caller), or to nobody (null). */
  async assign(siteId: string, customerId: string, ownerId: string | null): Promise<boolean> {
    const before = (await this.assigneesOf(siteId, [customerId])).get(customerId) ?? null
    if (before === ownerId) return false
    if (ownerId === null) {
      await this.db
        .deleteFrom('conversationAssignments')
        .where('siteId', '=', siteId)
        .where('customerId', '=', customerId)
        .execute()
      return true
    }
    await this.db
      .insertInto('conversationAssignments')
      .values({ siteId, customerId, ownerId })
      .onConflict((oc) => oc.columns(['siteId', 'customerId']).doUpdateSet({ ownerId, assignedAt: new Date() }))
      .execute()
    return true
  }

  private async nameTaken(siteId: string, name: string, except: string | null): Promise<boolean> {
    let query = this.db.selectFrom('labels').select('id').where('siteId', '=', siteId).where(sameName(name))
    if (except !== null) query = query.where('id', '!=', except)
    return (await query.executeTakeFirst()) !== undefined
  }
}

/**
 * The condition of the inbox list's filters, on a customer row aliased `c` (`customers c`): carries `label`; given to
 * `ownerId` (`mine`; with no owner, none is); given to nobody. The inbox's query reads these tables only through it.
 */
export function conversationFilterSql(filter: {
  label?: string
  assigned?: 'mine' | 'unassigned'
  ownerId: string | null
}): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = []
  if (filter.label !== undefined)
    parts.push(sql`and exists (select 1 from conversation_labels l
      where l.site_id = c.site_id and l.customer_id = c.id and l.label_id = ${filter.label})`)
  if (filter.assigned === 'mine')
    parts.push(sql`and exists (select 1 from conversation_assignments a
      where a.site_id = c.site_id and a.customer_id = c.id and a.owner_id = ${filter.ownerId ?? ''})`)
  if (filter.assigned === 'unassigned')
    parts.push(sql`and not exists (select 1 from conversation_assignments a
      where a.site_id = c.site_id and a.customer_id = c.id)`)
  return parts.length === 0 ? sql`` : sql.join(parts, sql` `)
}
