import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * Waits until every event written so far has been handed to every subscriber (the outbox has none undelivered);
 * throws with the ones left, and why, after `withinMs`.
 *
 * @example
 * await allDelivered(database.db)
 */
export async function allDelivered(db: Kysely<Database>, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    const left = await db
      .selectFrom('outboxEvents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('deliveredAt', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(left.count) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
  const rows = await db
    .selectFrom('outboxEvents')
    .select(['type', 'attempts', 'lastError', 'leaseUntil'])
    .where('deliveredAt', 'is', null)
    .execute()
  throw new Error(`events are still undelivered: ${JSON.stringify(rows)}`)
}
