import { sql, type ColumnType, type Kysely } from 'kysely'
import { ORDER_AFTER_OFFER_DAYS, type SentOffer } from '../../../contract/offers.js'
import type { Database } from '../../db/schema.js'

/** The tables and column of migration 0053, as Kysely sees them (`db.withTables<OfferTables>()`). */
export type OfferTables = {
  offers: {
    id: string
    siteId: string
    text: string
    photo: string | null
    itemId: string | null
    itemName: string | null
    code: string | null
    sentAt: ColumnType<Date, Date | undefined, never>
  }
  offerRecipients: {
    offerId: string
    siteId: string
    customerId: string
    openedAt: Date | null
  }
  customers: { offersOptedInAt: Date | null }
}

type Db = Kysely<Database & OfferTables>

/** What an offer carries when it goes out. */
export interface OfferDraft {
  text: string
  photo: string | null
  itemId: string | null
  itemName: string | null
  code: string | null
}

/** The offers of every site, and who opted in to them: every query names the site. */
export class OfferRepository {
  private readonly db: Db

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<OfferTables>()
  }

  async optedIn(siteId: string, customerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('customers')
      .select('offersOptedInAt')
      .where('siteId', '=', siteId)
      .where('id', '=', customerId)
      .executeTakeFirst()
    return row?.offersOptedInAt != null
  }

  /** Opts the customer in (keeping the first moment they did) or out. */
  async choose(siteId: string, customerId: string, optedIn: boolean, now: Date): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ offersOptedInAt: optedIn ? sql<Date>`coalesce(offers_opted_in_at, ${now})` : null })
      .where('siteId', '=', siteId)
      .where('id', '=', customerId)
      .execute()
  }

  /** The site's customers opted in now (active accounts only). */
  async recipients(siteId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('customers')
      .select('id')
      .where('siteId', '=', siteId)
      .where('status', '=', 'active')
      .where('offersOptedInAt', 'is not', null)
      .execute()
    return rows.map((row) => row.id)
  }

  async countOptedIn(siteId: string): Promise<number> {
    const row = await this.db
      .selectFrom('customers')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('siteId', '=', siteId)
      .where('offersOptedInAt', 'is not', null)
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /** Takes the site's row for the rest of the transaction, so two sends of one site run one after the other. */
  async lockSite(siteId: string): Promise<void> {
    await this.db.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().execute()
  }

  /** When the site's newest offer went, if it sent any. */
  async lastSentAt(siteId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('offers')
      .select(sql<Date>`max(sent_at)`.as('sentAt'))
      .where('siteId', '=', siteId)
      .executeTakeFirst()
    return row?.sentAt ? new Date(row.sentAt) : null
  }

  async insert(siteId: string, draft: OfferDraft, recipients: string[], now: Date): Promise<string> {
    const id = crypto.randomUUID()
    await this.db
      .insertInto('offers')
      .values({ id, siteId, ...draft, sentAt: now })
      .execute()
    if (recipients.length > 0)
      await this.db
        .insertInto('offerRecipients')
        .values(recipients.map((customerId) => ({ offerId: id, siteId, customerId, openedAt: null })))
        .execute()
    return id
  }

  /** Records the first time the customer's widget showed the offer; false when it is not an offer they received. */
  async opened(siteId: string, customerId: string, offerId: string, now: Date): Promise<boolean> {
    const found = await this.db
      .updateTable('offerRecipients')
      .set({ openedAt: sql<Date>`coalesce(opened_at, ${now})` })
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .where('offerId', '=', offerId)
      .returning('offerId')
      .executeTakeFirst()
    return found !== undefined
  }

  /** The site's offers, newest first, each with its received, opened and ordered counts. */
  async sent(siteId: string, limit = 50): Promise<SentOffer[]> {
    const window = sql.lit(`${ORDER_AFTER_OFFER_DAYS} days`)
    const rows = await this.db
      .selectFrom('offers as f')
      .leftJoin('offerRecipients as r', 'r.offerId', 'f.id')
      .where('f.siteId', '=', siteId)
      .groupBy('f.id')
      .select(['f.id', 'f.text', 'f.photo', 'f.itemName', 'f.code', 'f.sentAt'])
      .select(sql<number>`count(r.customer_id)::int`.as('received'))
      .select(sql<number>`count(r.opened_at)::int`.as('opened'))
      .select(
        sql<number>`count(r.customer_id) filter (where exists (
          select 1 from orders o
          where o.site_id = r.site_id and o.customer_id = r.customer_id
            and o.created_at >= f.sent_at and o.created_at < f.sent_at + ${window}::interval
        ))::int`.as('ordered'),
      )
      .orderBy('f.sentAt', 'desc')
      .limit(limit)
      .execute()
    return rows.map((row) => ({
      ...row,
      sentAt: new Date(row.sentAt).toISOString(),
      received: Number(row.received),
      opened: Number(row.opened),
      ordered: Number(row.ordered),
    }))
  }
}
