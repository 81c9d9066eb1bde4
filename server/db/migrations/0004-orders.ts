import { sql, type Kysely } from 'kysely'
import { demoDispatchPoints } from '../seed/demo-catalogue.js'

/**
 * Orders: where each dispatch point delivers and what it charges
 * (money in paise), a human order number per site, the `Idempotency-Key`s
 * of creates, and the columns the History search and sort read.
 *
 * A database made before this migration is backfilled: the demo's two
 * dispatch points get the demo's rules (the seeder, which only runs on a
 * database without the demo site, sets them on new ones), and every other
 * dispatch point serves its own state, free of charge, until its owner says
 * otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const jsonList = (col: any) => col.notNull().defaultTo(sql`'[]'::jsonb`)
  const zero = (col: any) => col.notNull().defaultTo(0)
  const now = (col: any) => col.notNull().defaultTo(sql`now()`)

  await db.schema
    .alterTable('dispatch_points')
    .addColumn('serves_states', 'jsonb', jsonList)
    .addColumn('serves_pincode_prefixes', 'jsonb', jsonList)
    .addColumn('base_charge', 'integer', zero)
    .addColumn('per_kg_charge', 'integer', zero)
    .addColumn('free_shipping_above', 'integer')
    .execute()
  await sql`update dispatch_points set serves_states = jsonb_build_array(state)`.execute(db)
  for (const point of demoDispatchPoints) {
    await sql`update dispatch_points set
        serves_states = ${JSON.stringify(point.servesStates)}::jsonb,
        serves_pincode_prefixes = ${JSON.stringify(point.servesPincodePrefixes)}::jsonb,
        base_charge = ${point.baseCharge}, per_kg_charge = ${point.perKgCharge},
        free_shipping_above = ${point.freeShippingAbove}
      where pincode = ${point.pincode} and name = ${point.name}
        and site_id in (select id from sites where subdomain = 'demo')`.execute(db)
  }

  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (col: any) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', now)
    .execute()
  await db.schema
    .createIndex('orders_site_customer_created')
    .on('orders')
    .columns(['site_id', 'customer_id', 'created_at'])
    .execute()
  await db.schema.createIndex('orders_site_created').on('orders').columns(['site_id', 'created_at']).execute()

  // One row per site; the upsert that takes the next number locks it until the order commits.
  await db.schema
    .createTable('order_sequences')
    .addColumn('site_id', 'text', (col) => col.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute()

  // The unique key makes concurrent duplicates wait for the first and then read its orders.
  await db.schema
    .createTable('order_requests')
    .addColumn('site_id', 'text', (col) => col.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('order_ids', 'jsonb', jsonList)
    .addColumn('message_ids', 'jsonb', jsonList)
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('order_requests_pkey', ['customer_id', 'idempotency_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_requests').execute()
  await db.schema.dropTable('order_sequences').execute()
  await db.schema.dropIndex('orders_site_created').execute()
  await db.schema.dropIndex('orders_site_customer_created').execute()
  await db.schema.alterTable('orders').dropColumn('search_text').dropColumn('updated_at').execute()
  await db.schema
    .alterTable('dispatch_points')
    .dropColumn('serves_states')
    .dropColumn('serves_pincode_prefixes')
    .dropColumn('base_charge')
    .dropColumn('per_kg_charge')
    .dropColumn('free_shipping_above')
    .execute()
}
