import type { Kysely } from 'kysely'

/**
 * Delivery set by the owner in /owner (Settings, Delivery): a dispatch point
 * gets its street address, "all of India" as an area of its own, and its
 * pickup details. `pickup_only`: customers collect from it, it never ships;
 * `pickup_address` and `pickup_hours` (free text, '' none) are what a
 * customer reads on a pickup order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dispatch_points')
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('serves_all_india', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('pickup_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('pickup_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('pickup_hours', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['address', 'serves_all_india', 'pickup_only', 'pickup_address', 'pickup_hours'])
    await db.schema.alterTable('dispatch_points').dropColumn(column).execute()
}
