import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { CONTACT_PATH } from '../../../contract/contact.js'
import type { DomainEvent } from '../../../contract/events.js'
import { testDatabases } from '../../../server/test/databases.js'
import { buildTestApp } from '../../../server/test/app.js'
import { up } from './follow-ups/0100-follow-ups.js'
import followUpRoutes, { FOLLOW_UP_DONE_PATH, FOLLOW_UPS_PATH, type FollowUp } from './follow-ups/index.js'

const KEY = 'demo-owner-key-0123456789'
const lead = {
  name: 'Asha Rao',
  contact: '9829012345',
  countryCode: '+91',
  email: 'asha@example.com',
  company: 'Rao Caterers',
  subdomain: 'demo',
  messageContent: 'Lunch for 40',
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 500) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// The example module of docs/adding-a-server-module.md, through the front door, on every test database.
describe.each(testDatabases)('the follow-ups example on $name', (kind) => {
  it('follows up a new lead (once, whatever the deliveries) and marks it handled with its event', async () => {
    const database = await kind.open()
    await up(database.db)
    const app = await buildTestApp(database, { env: { OWNER_KEYS: `demo:${KEY}` }, app: { events: { pollMs: 20 } } })
    await app.register(followUpRoutes)
    // Subscribed after the example, so it hears each event once the example's subscriber has taken it.
    const heard: DomainEvent[] = []
    app.events.subscribe({ name: 'test', handle: (event) => void heard.push(event) })
    const owner = { authorization: `Bearer ${KEY}` }
    try {
      expect((await app.inject({ method: 'POST', url: CONTACT_PATH, payload: lead })).statusCode).toBe(200)
      await until(async () => heard.some((event) => event.type === 'lead.received'))
      const received = heard.find((event) => event.type === 'lead.received')!
      // A second delivery of the same event (as after a crash) adds nothing: once marked delivered, the outbox hands it
      // out again.
      const delivered = sql<{
        deliveredAt: Date | null
      }>`select delivered_at from outbox_events where id = ${received.id}`
      await until(async () => (await delivered.execute(database.db)).rows[0]?.deliveredAt != null)
      await sql`update outbox_events set delivered_at = null, lease_until = now() where id = ${received.id}`.execute(
        database.db,
      )
      await until(async () => heard.filter((event) => event.id === received.id).length === 2)
      const list = async () =>
        (await app.inject({ url: FOLLOW_UPS_PATH, headers: owner })).json<{ followUps: FollowUp[] }>().followUps
      expect((await list()).map((followUp) => followUp.id)).toEqual([received.id])

      const done = await app.inject({
        method: 'POST',
        url: FOLLOW_UP_DONE_PATH,
        headers: owner,
        payload: { followUpId: received.id },
      })
      expect(done.statusCode).toBe(200)
      expect(done.json<{ lead: { handledAt: string | null } }>().lead.handledAt).not.toBeNull()
      expect(heard.map((event) => event.type)).toContain('lead.handled')
      expect(await list()).toEqual([])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: FOLLOW_UP_DONE_PATH,
            headers: owner,
            payload: { followUpId: received.id },
          })
        ).statusCode,
      ).toBe(404)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
