import type { Kysely } from 'kysely'

/**
 * `order_requests.request_hash`: the sha256 of the order a key was first
 * used for, so the same key with another order is refused (422) instead
 * of answering the first key's orders. Keys stored before have none and
 * keep answering their orders.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_requests').addColumn('request_hash', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_requests').dropColumn('request_hash').execute()
}
