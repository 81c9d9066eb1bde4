import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely'
import type { Database } from './schema.js'

/** Whose rows: the token's customer on the token's site. */
export interface CustomerKey {
  id: string
  siteId: string
}

/**
 * Locks the customer's row until the transaction ends, so one customer's writes run one at a time (two tabs adding
 * the same cart item make one line; two adding an address still keep one default).
 *
 * @example
 * await db.transaction().execute(async (trx) => { await lockCustomer(trx, owner); ... })
 */
export async function lockCustomer(db: Kysely<Database>, customer: CustomerKey): Promise<void> {
  await db
    .selectFrom('customers')
    .select('id')
    .where('siteId', '=', customer.siteId)
    .where('id', '=', customer.id)
    .forUpdate()
    .execute()
}

/**
 * The customer's rows of a table keyed by site and customer (another customer's rows are simply not found).
 *
 * @example
 * customerRows(db, 'cartItems', owner).orderBy('position').execute()
 */
export function customerRows(db: Kysely<Database>, table: 'cartItems', customer: CustomerKey): Rows<'cartItems'>
export function customerRows(
  db: Kysely<Database>,
  table: 'deliveryAddresses',
  customer: CustomerKey,
): Rows<'deliveryAddresses'>
export function customerRows(
  db: Kysely<Database>,
  table: CustomerTable,
  customer: CustomerKey,
): Rows<'cartItems'> | Rows<'deliveryAddresses'> {
  // One query for either table (the overloads above give each its own row type).
  return db
    .selectFrom(table as 'cartItems')
    .selectAll()
    .where('siteId', '=', customer.siteId)
    .where('customerId', '=', customer.id)
}

/** The tables whose rows belong to one customer of one site. */
type CustomerTable = 'cartItems' | 'deliveryAddresses'
type Rows<Table extends CustomerTable> = SelectQueryBuilder<Database, Table, Selectable<Database[Table]>>
