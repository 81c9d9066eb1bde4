import { sql, type Kysely, type RawBuilder } from 'kysely'
import type {
  CustomerCursor,
  CustomerOrdersFilter,
  CustomerSort,
  OwnerCustomer,
  SortDirection,
} from '../../../contract/owner-customers.js'
import { toRupees } from '../../../contract/pricing.js'
import { customerNameSql, PHONE_LIKE } from '../../db/customer-sql.js'
import type { Database } from '../../db/schema.js'
import { LabelRepository } from '../labels/index.js'
import { likePattern } from '../order/index.js'

/** What a read of the list asks for: the owner's search, order and filter, and where the page starts. */
export interface CustomerFilter {
  search?: string
  sort: CustomerSort
  dir: SortDirection
  orders?: CustomerOrdersFilter
  label?: string
  customerId?: string
  after?: CustomerCursor
}

/** One customer as the database answers it, with the value of the sort it was read in (the next page's cursor). */
export type CustomerListRow = OwnerCustomer & { sortValue: string }

const TIME_SORTS = new Set<CustomerSort>(['lastMessage', 'firstSeen'])

/** The sort's column: each has its own index on `customer_summaries` (migration 0045), led by the site. */
const sortColumn = (sort: CustomerSort): RawBuilder<unknown> =>
  ({
    lastMessage: sql`coalesce(s.last_message_at, s.first_seen)`,
    firstSeen: sql`s.first_seen`,
    spent: sql`s.spent`,
    orders: sql`s.orders_count`,
  })[sort]

/** The sort value as the whole number a cursor carries: microseconds since the epoch for a time, else itself. */
const sortValue = (sort: CustomerSort) =>
  TIME_SORTS.has(sort) ? sql`(extract(epoch from ${sortColumn(sort)}) * 1000000)::bigint` : sortColumn(sort)

/** A cursor's value back in the sort column's type (a time exactly to the microsecond the database keeps). */
const cursorValue = (sort: CustomerSort, value: string) =>
  TIME_SORTS.has(sort)
    ? sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`
    : sql`${value}::bigint`

/**
 * The site's customers for the owner's Customers list, from `customer_summaries` (kept by the database: first seen,
 * last message, orders, money kept) and `customers`. A page follows its sort's index, so its cost does not grow with
 * the number of customers; a search reads the site's customers once.
 */
export class CustomerList {
  constructor(private readonly db: Kysely<Database>) {}

  /** Up to `limit` customers in the filter's order (ties by customer id, the same way), after its cursor. */
  async read(siteId: string, filter: CustomerFilter, limit: number | null): Promise<CustomerListRow[]> {
    const column = sortColumn(filter.sort)
    const direction = sql.raw(filter.dir === 'asc' ? 'asc' : 'desc')
    const { rows } = await sql<{
      customerId: string
      countryCode: string
      phoneNumber: string
      name: string | null
      firstSeen: Date
      lastMessageAt: Date | null
      ordersCount: number
      spent: string
      sortValue: string
    }>`
      with page as materialized (
        select s.* from customer_summaries s
        where s.site_id = ${siteId} ${this.conditions(siteId, filter)}
        order by ${column} ${direction}, s.customer_id ${direction}
        ${limit === null ? sql`` : sql`limit ${sql.lit(limit)}`}
      )
      select c.id as customer_id, c.country_code, c.phone_number, ${customerNameSql('c')} as name,
        s.first_seen, s.last_message_at, s.orders_count, s.spent::text as spent,
        ${sortValue(filter.sort)}::text as sort_value
      from page s
      join customers c on c.id = s.customer_id and c.site_id = s.site_id
      order by ${column} ${direction}, s.customer_id ${direction}
    `.execute(this.db)
    const labels = await new LabelRepository(this.db).labelsOf(
      siteId,
      rows.map((row) => row.customerId),
    )
    return rows.map((row) => ({
      customerId: row.customerId,
      countryCode: row.countryCode,
      phoneNumber: row.phoneNumber,
      name: row.name,
      firstSeen: new Date(row.firstSeen).toISOString(),
      lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt).toISOString(),
      orders: Number(row.ordersCount),
      spent: toRupees(Number(row.spent)),
      labelIds: labels.get(row.customerId) ?? [],
      sortValue: row.sortValue,
    }))
  }

  /**
   * The filter's conditions on the summaries (`s`). A search reads the customers' `search_text` (migrations 0045 and
   * 0057) through its trigram index.
   */
  private conditions(siteId: string, filter: CustomerFilter): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = []
    const search = filter.search?.trim() ?? ''
    if (search !== '') {
      const digits = search.replace(/\D/g, '')
      const phone = PHONE_LIKE.test(search) && digits !== '' ? sql`or t.search_text like ${`%${digits}%`}` : sql``
      parts.push(sql`and s.customer_id in (select t.customer_id from customer_search_texts t
        where t.site_id = ${siteId} and (t.search_text like ${likePattern(search)} ${phone}))`)
    }
    if (filter.orders === 'with') parts.push(sql`and s.orders_count > 0`)
    if (filter.orders === 'without') parts.push(sql`and s.orders_count = 0`)
    if (filter.label !== undefined)
      parts.push(sql`and exists (select 1 from conversation_labels l
        where l.site_id = s.site_id and l.customer_id = s.customer_id and l.label_id = ${filter.label})`)
    if (filter.customerId !== undefined) parts.push(sql`and s.customer_id = ${filter.customerId}`)
    const after = filter.after
    if (after) {
      const compare = sql.raw(filter.dir === 'asc' ? '>' : '<')
      const value = cursorValue(after.sort, after.value)
      parts.push(sql`and (${sortColumn(filter.sort)}, s.customer_id) ${compare} (${value}, ${after.customerId})`)
    }
    return sql.join(parts, sql` `)
  }
}
