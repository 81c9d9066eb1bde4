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
export function customerRows<Table extends CustomerTable>(
  db: Kysely<Database>,
  table: Table,
  customer: CustomerKey,
): Rows<Table> {
  // One query for every such table (the type parameter gives each its own row type).
  const rows = db
    .selectFrom(table as 'cartItems')
    .selectAll()
    .where('siteId', '=', customer.siteId)
    .where('customerId', '=', customer.id)
  return rows as unknown as Rows<Table>
}

/** The tables whose rows belong to one customer of one site. */
type CustomerTable = 'cartItems' | 'deliveryAddresses' | 'messages' | 'orders' | 'payments' | 'quotes'
type Rows<Table extends CustomerTable> = SelectQueryBuilder<Database, Table, Selectable<Database[Table]>>
