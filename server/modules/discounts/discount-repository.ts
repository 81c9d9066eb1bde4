import { sql, type ColumnType, type Kysely } from 'kysely'
import { DiscountCodeInput, type DiscountCode } from '../../../contract/discount-codes.js'
import { decode } from '../../../contract/decode.js'
import { json, type Json } from '../../db/schema.js'
import type { CodeOnFile } from './discount-rules.js'

/** The tables of migration 0048, as Kysely sees them (`db.withTables<DiscountTables>()`). */
export type DiscountTables = {
  discountCodes: {
    id: string
    siteId: string
    code: string
    rule: Json<DiscountCodeInput>
    active: boolean
    useLimit: number | null
    uses: ColumnType<number, never, number>
    createdAt: ColumnType<Date, never, never>
  }
  discountRedemptions: {
    id: string
    siteId: string
    codeId: string
    customerId: string
    checkoutId: string
    createdAt: ColumnType<Date, never, never>
    releasedAt: Date | null
  }
}

type CodeRow = { id: string; rule: unknown; active: boolean; useLimit: number | null; uses: number }

function fromRow(row: CodeRow): CodeOnFile {
  const rule = decode(DiscountCodeInput, row.rule, `discount_codes(${row.id}).rule`)
  // Written by this server only: a rule that does not decode is a server fault (a logged 500).
  if (!rule.ok) throw new Error(`Invalid discount code rule: ${rule.errors.map((error) => error.path).join(', ')}`)
  // The columns are what a checkout's conditional update reads: they win over the copy in the rule.
  return { id: row.id, rule: { ...rule.value, active: row.active, useLimit: row.useLimit }, uses: row.uses }
}

const toWire = (code: CodeOnFile): DiscountCode => ({ ...code.rule, _id: code.id, uses: code.uses })
const columns = ['id', 'rule', 'active', 'useLimit', 'uses'] as const

/** A site's discount codes and their uses: every query names the site. Runs on the database or a transaction. */
export class DiscountRepository {
  private readonly db: Kysely<DiscountTables>

  constructor(db: Kysely<any>) {
    this.db = db as Kysely<DiscountTables>
  }

  async list(siteId: string): Promise<DiscountCode[]> {
    const rows = await this.db
      .selectFrom('discountCodes')
      .select(columns)
      .where('siteId', '=', siteId)
      .orderBy('createdAt', 'desc')
      .execute()
    return rows.map((row) => toWire(fromRow(row)))
  }

  async count(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('discountCodes')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('siteId', '=', siteId)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** The site's code named `code` (in capitals), or undefined. */
  async byCode(siteId: string, code: string): Promise<CodeOnFile | undefined> {
    const row = await this.db
      .selectFrom('discountCodes')
      .select(columns)
      .where('siteId', '=', siteId)
      .where('code', '=', code)
      .executeTakeFirst()
    return row && fromRow(row)
  }

  /** Adds a code; undefined when the site has one by that name. */
  async insert(siteId: string, rule: DiscountCodeInput): Promise<DiscountCode | undefined> {
    const row = await this.db
      .insertInto('discountCodes')
      .values({ id: crypto.randomUUID(), siteId, code: rule.code, ...this.ruleColumns(rule) })
      .onConflict((oc) => oc.columns(['siteId', 'code']).doNothing())
      .returning(columns)
      .executeTakeFirst()
    return row && toWire(fromRow(row))
  }

  /** Changes one of the site's codes; 'missing' (not this site's) or 'taken' (another has the name). */
  async update(siteId: string, id: string, rule: DiscountCodeInput): Promise<DiscountCode | 'missing' | 'taken'> {
    const other = await this.db
      .selectFrom('discountCodes')
      .select('id')
      .where('siteId', '=', siteId)
      .where('code', '=', rule.code)
      .where('id', '!=', id)
      .executeTakeFirst()
    if (other) return 'taken'
    const row = await this.db
      .updateTable('discountCodes')
      .set({ code: rule.code, ...this.ruleColumns(rule) })
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst()
    return row ? toWire(fromRow(row)) : 'missing'
  }

  /** Deletes one of the site's codes (orders keep the code they used); false when it is not this site's. */
  async delete(siteId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('discountCodes')
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  /** Whether the customer holds a use of the code (a redemption not given back). */
  async usedBy(codeId: string, customerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('discountRedemptions')
      .select('id')
      .where('codeId', '=', codeId)
      .where('customerId', '=', customerId)
      .where('releasedAt', 'is', null)
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * Takes one use of an active code, in one conditional update (uses < limit), which also locks its row until the
   * caller's transaction ends: concurrent checkouts queue on it, and once the limit is reached the others get false.
   */
  async takeUse(siteId: string, codeId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('discountCodes')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('siteId', '=', siteId)
      .where('id', '=', codeId)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('useLimit', 'is', null), eb('uses', '<', eb.ref('useLimit'))]))
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async redeem(redemption: { siteId: string; codeId: string; customerId: string; checkoutId: string }): Promise<void> {
    await this.db
      .insertInto('discountRedemptions')
      .values({ id: crypto.randomUUID(), ...redemption, releasedAt: null })
      .execute()
  }

  /** Gives back the use a checkout holds (its orders were cancelled); nothing when it holds none. */
  async release(siteId: string, checkoutId: string, now: Date): Promise<void> {
    const released = await this.db
      .updateTable('discountRedemptions')
      .set({ releasedAt: now })
      .where('siteId', '=', siteId)
      .where('checkoutId', '=', checkoutId)
      .where('releasedAt', 'is', null)
      .returning('codeId')
      .execute()
    for (const { codeId } of released)
      await this.db
        .updateTable('discountCodes')
        .set((eb) => ({ uses: eb('uses', '-', 1) }))
        .where('siteId', '=', siteId)
        .where('id', '=', codeId)
        .where('uses', '>', 0)
        .execute()
  }

  private ruleColumns(rule: DiscountCodeInput) {
    return { rule: json(rule), active: rule.active, useLimit: rule.useLimit }
  }
}
