import type { Kysely } from 'kysely'

/** An offer's chat message (`messages.kind = 'offer'`) carries the offer's card: its id, photo, item and code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('offer', 'jsonb').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('offer').execute()
}
