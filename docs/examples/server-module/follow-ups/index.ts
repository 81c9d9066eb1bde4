import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../../../server/http/errors.js'
import { route } from '../../../../server/http/route.js'
import { setLeadHandled } from '../../../../server/modules/contact/index.js'
import { serverText } from '../../../../server/text/server-text.js'
import {
  FOLLOW_UP_AFTER_MS,
  FOLLOW_UP_DONE_PATH,
  FOLLOW_UPS_PATH,
  FollowUpDoneBody,
  type FollowUpTables,
} from './follow-ups.js'

export { FOLLOW_UP_DONE_PATH, FOLLOW_UPS_PATH, type FollowUp } from './follow-ups.js'

/**
 * Follow-ups: each lead of the contact form gets one, due a day later; the
 * owner lists the open ones and marks one done, which marks its lead handled.
 * Needs the `auth` and `events` plugins; register it before the app is ready.
 */
export default async function followUpRoutes(app: FastifyInstance) {
  const db = app.db.withTables<FollowUpTables>()

  // Subscribe: react to another module's event, never by calling into it. Idempotent by event id.
  app.events.subscribe({
    name: 'follow-ups',
    async handle(event) {
      if (event.type !== 'lead.received') return
      const { siteId, lead } = event.payload
      await db
        .insertInto('leadFollowUps')
        .values({
          id: event.id,
          siteId,
          leadId: lead._id,
          dueAt: new Date(Date.parse(lead.createdAt) + FOLLOW_UP_AFTER_MS),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },
  })

  route(app, { method: 'GET', url: FOLLOW_UPS_PATH, auth: 'owner' }, async ({ ownerSite }) => ({
    message: 'success',
    followUps: await db
      .selectFrom('leadFollowUps')
      .selectAll()
      .where('siteId', '=', ownerSite.id)
      .where('doneAt', 'is', null)
      .orderBy('dueAt')
      .execute(),
  }))

  // Emit: the change and its events in one transaction; other modules (and the owner room) hear `lead.handled`.
  route(
    app,
    { method: 'POST', url: FOLLOW_UP_DONE_PATH, auth: 'owner', body: FollowUpDoneBody },
    async ({ body, ownerSite }) => {
      const lead = await app.events.transaction(async (tx) => {
        const now = new Date()
        const done = await tx.db
          .withTables<FollowUpTables>()
          .updateTable('leadFollowUps')
          .set({ doneAt: now })
          .where('siteId', '=', ownerSite.id)
          .where('id', '=', body.followUpId)
          .where('doneAt', 'is', null)
          .returningAll()
          .executeTakeFirst()
        // Another module's rows change through its service (in this transaction; it records `lead.handled`).
        const handled = done && (await setLeadHandled(tx, ownerSite.id, done.leadId, now))
        if (!handled) throw new HttpError(404, serverText('inbox.leadNotFound'), 'NOT_FOUND')
        return handled
      })
      return { message: 'success', lead }
    },
  )
}
