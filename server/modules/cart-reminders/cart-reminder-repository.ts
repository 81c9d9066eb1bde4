import { sql, type ColumnType, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** The table and column of migration 0050, as Kysely sees them (`db.withTables<CartReminderTables>()`). */
export type CartReminderTables = {
  cartReminders: {
    id: string
    siteId: string
    customerId: string
    cartChangedAt: Date
    sentAt: ColumnType<Date, Date | undefined, never>
  }
  sites: { cartReminderHours: number | null }
}

type Db = Kysely<Database & CartReminderTables>

/** A signed-in customer's cart as the reminder sees it: when it last changed, and how many units it holds. */
export interface ForgottenCart {
  siteId: string
  customerId: string
  hours: number
  changedAt: Date
  units: number
}

/** How long after one reminder a customer of the site gets none, whatever their cart does. */
export const QUIET_AFTER_REMINDER_MS = 7 * 24 * 60 * 60 * 1000
/** How long after a reminder an order counts as one it led to. */
export const ORDER_AFTER_REMINDER_MS = 7 * 24 * 60 * 60 * 1000
/** A cart whose reminder fell due longer ago than this is let go (the shop turned reminders on after it). */
export const LATE_REMINDER_MS = 24 * 60 * 60 * 1000

/** The reminders of every site: every query names the site. */
export class CartReminderRepository {
  private readonly db: Db

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<CartReminderTables>()
  }

  /**
   * The carts whose reminder is due at `now`: of a site with reminders on, untouched for its hours (and fallen due
   * within the last day), of a customer with a device to push to, who has not ordered since the cart last changed and
   * has had no reminder from the site for a week.
   */
  async due(now: Date): Promise<ForgottenCart[]> {
    const changedAt = sql<Date>`max(c.updated_at)`
    const hours = sql<number>`s.cart_reminder_hours`
    const dueAt = sql`${changedAt} + make_interval(hours => ${hours})`
    const rows = await this.db
      .selectFrom('cartItems as c')
      .innerJoin('sites as s', 's.id', 'c.siteId')
      .where('s.cartReminderHours', 'is not', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('pushSubscriptions as p')
            .select('p.id')
            .whereRef('p.siteId', '=', 'c.siteId')
            .whereRef('p.customerId', '=', 'c.customerId'),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cartReminders as r')
              .select('r.id')
              .whereRef('r.siteId', '=', 'c.siteId')
              .whereRef('r.customerId', '=', 'c.customerId')
              .where('r.sentAt', '>', new Date(now.getTime() - QUIET_AFTER_REMINDER_MS)),
          ),
        ),
      )
      .groupBy(['c.siteId', 'c.customerId', 's.cartReminderHours'])
      .having(dueAt, '<=', now)
      .having(dueAt, '>', new Date(now.getTime() - LATE_REMINDER_MS))
      .having(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('orders as o')
              .select('o.id')
              .whereRef('o.siteId', '=', 'c.siteId')
              .whereRef('o.customerId', '=', 'c.customerId')
              .where('o.createdAt', '>=', changedAt),
          ),
        ),
      )
      .select(['c.siteId', 'c.customerId', hours.as('hours'), changedAt.as('changedAt')])
      .select(sql<number>`sum(c.quantity)::int`.as('units'))
      .execute()
    return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt), units: Number(row.units) }))
  }

  /** Records the reminder of this cart; false when one was recorded already (by another process). */
  async record(cart: ForgottenCart, now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('cartReminders')
      .values({
        id: crypto.randomUUID(),
        siteId: cart.siteId,
        customerId: cart.customerId,
        cartChangedAt: cart.changedAt,
        sentAt: now,
      })
      .onConflict((oc) => oc.constraint('cart_reminders_once_per_cart').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async hours(siteId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('sites')
      .select('cartReminderHours')
      .where('id', '=', siteId)
      .executeTakeFirst()
    return row?.cartReminderHours ?? null
  }

  async setHours(siteId: string, hours: number | null): Promise<void> {
    await this.db.updateTable('sites').set({ cartReminderHours: hours }).where('id', '=', siteId).execute()
  }

  /** Of the site's reminders sent since `since`: how many, and how many the customer ordered after within 7 days. */
  async results(siteId: string, since: Date): Promise<{ sent: number; ordered: number }> {
    const window = sql.lit(`${ORDER_AFTER_REMINDER_MS} milliseconds`)
    const row = await this.db
      .selectFrom('cartReminders as r')
      .where('r.siteId', '=', siteId)
      .where('r.sentAt', '>=', since)
      .select(sql<number>`count(*)::int`.as('sent'))
      .select(
        sql<number>`count(*) filter (where exists (
          select 1 from orders o
          where o.site_id = r.site_id and o.customer_id = r.customer_id
            and o.created_at >= r.sent_at and o.created_at < r.sent_at + ${window}::interval
        ))::int`.as('ordered'),
      )
      .executeTakeFirstOrThrow()
    return { sent: Number(row.sent), ordered: Number(row.ordered) }
  }
}
