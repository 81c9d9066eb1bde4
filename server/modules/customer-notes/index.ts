import type { FastifyInstance } from 'fastify'
import type { ColumnType, Kysely } from 'kysely'
import {
  AddCustomerNoteBody,
  CustomerNoteIdBody,
  CustomerNotesQuery,
  OWNER_CUSTOMER_NOTE_ADD_PATH,
  OWNER_CUSTOMER_NOTE_DELETE_PATH,
  OWNER_CUSTOMER_NOTES_PATH,
  type CustomerNote,
} from '../../../contract/owner-customer-notes.js'
import type { Database } from '../../db/schema.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { ownerLabel } from '../activity/index.js'
import { siteHasRow } from '../../db/site-rows.js'

/** The table of migration 0042, as Kysely sees it. */
type CustomerNoteTables = {
  customerNotes: {
    id: string
    siteId: string
    customerId: string
    author: string
    text: string
    createdAt: ColumnType<Date, never, never>
  }
}

const toWire = (row: { id: string; text: string; author: string; createdAt: Date }): CustomerNote => ({
  _id: row.id,
  text: row.text,
  author: row.author,
  createdAt: new Date(row.createdAt).toISOString(),
})

/** Refuses a customer who is not the site's (404), so another site's owner learns nothing of them. */
async function assertCustomer(db: Kysely<Database>, siteId: string, customerId: string): Promise<void> {
  if (!(await siteHasRow(db, 'customers', siteId, customerId)))
    throw new HttpError(404, serverText('customerNotes.customerNotFound'), 'NOT_FOUND')
}

/**
 * Private notes on a customer (contract/owner-customer-notes.ts): the owners write them beside the conversation; they
 * are never sent, and nothing the customer's widget reads holds them. Every query names the site.
 */
export default async function customerNoteRoutes(app: FastifyInstance) {
  const notes = app.db.withTables<CustomerNoteTables>()
  const columns = ['id', 'text', 'author', 'createdAt'] as const

  route(
    app,
    { method: 'GET', url: OWNER_CUSTOMER_NOTES_PATH, auth: 'owner', query: CustomerNotesQuery },
    async ({ query, ownerSite }) => {
      await assertCustomer(app.db, ownerSite.id, query.customerId)
      const rows = await notes
        .selectFrom('customerNotes')
        .select(columns)
        .where('siteId', '=', ownerSite.id)
        .where('customerId', '=', query.customerId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute()
      return { message: 'success', notes: rows.map(toWire) }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_CUSTOMER_NOTE_ADD_PATH, auth: 'owner', body: AddCustomerNoteBody },
    async ({ body, ownerSite, owner }) => {
      await assertCustomer(app.db, ownerSite.id, body.customerId)
      const row = await notes
        .insertInto('customerNotes')
        .values({
          id: crypto.randomUUID(),
          siteId: ownerSite.id,
          customerId: body.customerId,
          author: ownerLabel(owner),
          text: body.text,
        })
        .returning(columns)
        .executeTakeFirstOrThrow()
      return { message: 'success', note: toWire(row) }
    },
  )

  route(
    app,
    { method: 'POST', url: OWNER_CUSTOMER_NOTE_DELETE_PATH, auth: 'owner', body: CustomerNoteIdBody },
    async ({ body, ownerSite }) => {
      const deleted = await notes
        .deleteFrom('customerNotes')
        .where('siteId', '=', ownerSite.id)
        .where('id', '=', body._id)
        .executeTakeFirst()
      if (Number(deleted.numDeletedRows) === 0)
        throw new HttpError(404, serverText('customerNotes.notFound'), 'NOT_FOUND')
      return { message: 'success' }
    },
  )
}
