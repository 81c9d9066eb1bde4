import type { Kysely } from 'kysely'
import { ORDERS_PAGE_SIZE, type OrdersSort, type StatusFilter } from '../../../contract/orders.js'
import type { OrderStatus } from '../../../contract/order-status.js'
import { json, type Database } from '../../db/schema.js'
import { fromRow, type StoredOrder, type StoredOrderDetails } from './order-details.js'
import type { OrderDraft } from './order-draft.js'
import { customerRows } from '../../db/customer-rows.js'

/** Which orders a list shows: one site's, optionally one customer's, matching the History filters. */
export interface OrderFilter {
  siteId: string
  customerId?: string
  search?: string
  sortBy?: OrdersSort
  statusFilter?: StatusFilter
  /** From 1. */
  page?: number
}

/** An order found by a list, with whose it is. */
export interface ListedOrder extends StoredOrder {
  customerPhone: string
}

/** `size`: the number of pages of `total` orders. */
export const pageCount = (total: number) => Math.ceil(total / ORDERS_PAGE_SIZE)

/** `%` and `_` are wildcards of LIKE: a search for them looks for the characters. */
export const likePattern = (search: string) =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** `orders`, always scoped by site (and customer, for a customer's calls). Runs on the database or a transaction. */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    owner: { id: string; siteId: string },
    orderId: string,
    draft: OrderDraft,
    now: Date,
    checkoutId: string | null = null,
  ): Promise<StoredOrder> {
    const row = await this.db
      .insertInto('orders')
      .values({
        siteId: owner.siteId,
        customerId: owner.id,
        orderId,
        title: draft.title,
        status: 'Active',
        paymentStatus: 'Pending',
        details: json(draft.details),
        finalAmount: draft.finalAmount,
        searchText: draft.searchText,
        checkoutId,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return fromRow(row)
  }

  /** Orders by `_id`, in the order of `ids`. */
  async byIds(scope: { siteId: string; customerId: string }, ids: readonly string[]): Promise<StoredOrder[]> {
    if (ids.length === 0) return []
    const rows = await customerRows(this.db, 'orders', { siteId: scope.siteId, id: scope.customerId })
      .where('id', 'in', ids)
      .execute()
    const byId = new Map(rows.map((row) => [row.id, fromRow(row)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  /**
   * One order, its row locked until the transaction ends (SELECT … FOR
   * UPDATE), so a cancel and an owner's change cannot interleave. `ref` is
   * its `_id`, or for the owner also its human order id.
   */
  async lock(
    scope: { siteId: string; customerId?: string },
    ref: string,
    byHumanId = false,
  ): Promise<StoredOrder | undefined> {
    let query = this.db.selectFrom('orders').selectAll().where('siteId', '=', scope.siteId)
    if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId)
    query = byHumanId
      ? query.where((eb) => eb.or([eb('id', '=', ref), eb('orderId', '=', ref)]))
      : query.where('id', '=', ref)
    const row = await query.forUpdate().executeTakeFirst()
    return row ? fromRow(row) : undefined
  }

  /**
   * The orders one Create Order made (its `checkoutId`), of this site and customer, oldest first, their rows locked
   * until the transaction ends (in `_id` order, as the ledger locks them).
   */
  async lockCheckout(scope: { siteId: string; customerId?: string }, checkoutId: string): Promise<StoredOrder[]> {
    let query = this.db.selectFrom('orders').selectAll().where('siteId', '=', scope.siteId)
    if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId)
    const rows = await query.where('checkoutId', '=', checkoutId).orderBy('id').forUpdate().execute()
    return rows.map(fromRow).sort((a, b) => a.orderId.localeCompare(b.orderId, 'en', { numeric: true }))
  }

  /** The customer's latest `limit` orders, newest first. */
  async latest(scope: { siteId: string; customerId: string }, limit: number): Promise<StoredOrder[]> {
    const rows = await customerRows(this.db, 'orders', { siteId: scope.siteId, id: scope.customerId })
      .orderBy('createdAt', 'desc')
      .orderBy('orderId', 'desc')
      .limit(limit)
      .execute()
    return rows.map(fromRow)
  }

  async save(order: StoredOrder, status: OrderStatus, details: StoredOrderDetails, now: Date): Promise<StoredOrder> {
    const row = await this.db
      .updateTable('orders')
      .set({ status, details: json(details), updatedAt: now })
      .where('siteId', '=', order.siteId)
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return fromRow(row)
  }

  /** One page (ORDERS_PAGE_SIZE) of the matching orders, and how many match. */
  async list(filter: OrderFilter): Promise<{ orders: ListedOrder[]; total: number }> {
    let query = this.db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customerId')
      .where('o.siteId', '=', filter.siteId)
    if (filter.customerId !== undefined) query = query.where('o.customerId', '=', filter.customerId)
    const search = filter.search?.trim() ?? ''
    if (search !== '') query = query.where('o.searchText', 'like', likePattern(search))
    if (filter.statusFilter !== undefined && filter.statusFilter !== 'All')
      query = query.where('o.status', '=', filter.statusFilter)
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    let ordered = query.selectAll('o').select(['c.countryCode', 'c.phoneNumber'])
    if (filter.sortBy === 'finalAmount') ordered = ordered.orderBy('o.finalAmount', 'desc')
    const rows = await ordered
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.orderId', 'desc')
      .limit(ORDERS_PAGE_SIZE)
      .offset(((filter.page ?? 1) - 1) * ORDERS_PAGE_SIZE)
      .execute()
    return {
      orders: rows.map((row) => ({ ...fromRow(row), customerPhone: `${row.countryCode}${row.phoneNumber}` })),
      total: Number(total),
    }
  }
}
