import type { Insertable, Kysely } from 'kysely'
import type { Database } from './schema.js'

/**
 * Inserts `values` into `table` unless a row with the same values of its unique key (`key`) is there: true when this
 * call inserted it, so exactly one of racing callers (processes, redeliveries of one event) goes on.
 *
 * @example
 * if (!(await claimRow(db, 'emailSends', { eventId, ownerId }, ['eventId', 'ownerId']))) return // sent already
 */
export async function claimRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>,
  key: readonly (keyof Database[T] & string)[],
): Promise<boolean> {
  // Kysely cannot type an insert into a table chosen by a type parameter; the signature above keeps callers typed.
  const row = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values(values as Record<string, unknown>)
    .onConflict((oc) => oc.columns(key).doNothing())
    .returning(key[0]!)
    .executeTakeFirst()
  return row !== undefined
}
