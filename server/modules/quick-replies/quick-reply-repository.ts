import { sql, type ColumnType, type Kysely } from 'kysely'
import type { QuickReply } from '../../../contract/owner-quick-replies.js'

/** The tables of migration 0040, as Kysely sees them (`db.withTables<QuickReplyTables>()`). */
export type QuickReplyTables = {
  quickReplies: {
    id: string
    siteId: string
    shortcut: string
    text: string
    createdAt: ColumnType<Date, never, never>
  }
  quickReplyStarters: { siteId: string }
}

const toWire = (row: { id: string; shortcut: string; text: string }): QuickReply => ({
  _id: row.id,
  shortcut: row.shortcut,
  text: row.text,
})

/** The quick replies of one site: every query names the site. */
export class QuickReplyRepository {
  constructor(private readonly db: Kysely<QuickReplyTables>) {}

  async list(siteId: string): Promise<QuickReply[]> {
    const rows = await this.db
      .selectFrom('quickReplies')
      .select(['id', 'shortcut', 'text'])
      .where('siteId', '=', siteId)
      .orderBy('shortcut')
      .execute()
    return rows.map(toWire)
  }

  /**
   * Gives the site `starters` once in its life, in one statement with the mark that it had them (a second call, or
   * one racing it, adds nothing); answers whether they were added now.
   */
  async giveStarters(siteId: string, starters: readonly { shortcut: string; text: string }[]): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const marked = await tx
        .insertInto('quickReplyStarters')
        .values({ siteId })
        .onConflict((oc) => oc.column('siteId').doNothing())
        .returning('siteId')
        .executeTakeFirst()
      if (!marked) return false
      if (starters.length > 0)
        await tx
          .insertInto('quickReplies')
          .values(starters.map((starter) => ({ id: crypto.randomUUID(), siteId, ...starter })))
          .onConflict((oc) => oc.columns(['siteId', 'shortcut']).doNothing())
          .execute()
      return true
    })
  }

  async count(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('quickReplies')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('siteId', '=', siteId)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** Adds a reply; undefined when the site has that shortcut already. */
  async insert(siteId: string, reply: { shortcut: string; text: string }): Promise<QuickReply | undefined> {
    const row = await this.db
      .insertInto('quickReplies')
      .values({ id: crypto.randomUUID(), siteId, ...reply })
      .onConflict((oc) => oc.columns(['siteId', 'shortcut']).doNothing())
      .returning(['id', 'shortcut', 'text'])
      .executeTakeFirst()
    return row && toWire(row)
  }

  /** Changes one of the site's replies; 'missing' (not this site's) or 'taken' (another has the shortcut). */
  async update(
    siteId: string,
    id: string,
    reply: { shortcut: string; text: string },
  ): Promise<QuickReply | 'missing' | 'taken'> {
    const other = await this.db
      .selectFrom('quickReplies')
      .select('id')
      .where('siteId', '=', siteId)
      .where('shortcut', '=', reply.shortcut)
      .where('id', '!=', id)
      .executeTakeFirst()
    if (other) return 'taken'
    const row = await this.db
      .updateTable('quickReplies')
      .set(reply)
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .returning(['id', 'shortcut', 'text'])
      .executeTakeFirst()
    return row ? toWire(row) : 'missing'
  }

  /** Deletes one of the site's replies; false when it is not this site's. */
  async delete(siteId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('quickReplies')
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }
}
