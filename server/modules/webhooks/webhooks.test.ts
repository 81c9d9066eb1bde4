import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  OWNER_WEBHOOK_DELIVERIES_PATH,
  OWNER_WEBHOOK_RESEND_PATH,
  OWNER_WEBHOOK_SAVE_PATH,
  OWNER_WEBHOOK_SECRET_PATH,
  OWNER_WEBHOOKS_PATH,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../../contract/webhooks.js'
import { verifyVitrineSignature } from '../../../docs/examples/webhooks/verify.js'
import { insertEvents, newEvent } from '../../events/outbox.js'
import { leadPayload } from '../../events/testing/lead-payload.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp, useTestApp, type TestApp } from '../../test/app.js'
import { PostgresSchema } from '../../test/postgres-schema.js'
import { testDatabases } from '../../test/databases.js'
import { startReceiver } from './test-receiver.js'
import {
  ACME_KEY,
  addAcme,
  addEndpoint,
  FAST_EVENTS,
  FAST_WEBHOOKS,
  ownerHeaders,
  postLead,
  sleep,
  until,
  WEBHOOK_ENV,
} from './test-helpers.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('webhooks on $name', (kind) => {
  const ctx = useTestApp(kind, { env: WEBHOOK_ENV, app: { events: FAST_EVENTS, webhooks: FAST_WEBHOOKS } })
  const receivers: { close(): Promise<void> }[] = []
  const receiver = async () => {
    const started = await startReceiver()
    receivers.push(started)
    return started
  }
  const deliveries = async (endpointId: string, key?: string) =>
    (
      await ctx.app.inject({
        url: `${OWNER_WEBHOOK_DELIVERIES_PATH}?endpointId=${endpointId}`,
        headers: ownerHeaders(key),
      })
    ).json<{ deliveries: WebhookDelivery[] }>().deliveries

  beforeAll(async () => {
    await addAcme(ctx.database)
    await ctx.app.ready()
  })
  afterEach(async () => {
    await ctx.database.db.deleteFrom('webhookEndpoints').execute()
    await Promise.all(receivers.splice(0).map((started) => started.close()))
  })

  it('signs each delivery so the documented recipe verifies it; the secret is shown once and on request', async () => {
    const hook = await receiver()
    const { id, secret } = await addEndpoint(ctx.app, hook.url)
    expect(secret).toMatch(/^whsec_/)
    const listed = (await ctx.app.inject({ url: OWNER_WEBHOOKS_PATH, headers: ownerHeaders() })).json<{
      endpoints: WebhookEndpoint[]
    }>()
    expect(listed.endpoints).toEqual([expect.objectContaining({ _id: id, url: hook.url, events: ['lead.received'] })])
    expect(JSON.stringify(listed)).not.toContain(secret)
    const revealed = await ctx.app.inject({
      method: 'POST',
      url: OWNER_WEBHOOK_SECRET_PATH,
      headers: ownerHeaders(),
      payload: { _id: id },
    })
    expect(revealed.json()).toEqual({ message: 'success', secret })

    expect((await postLead(ctx.app)).statusCode).toBe(200)
    await until(() => hook.received.length === 1)
    const [delivery] = hook.received
    const header = String(delivery!.headers['vitrine-signature'])
    expect(verifyVitrineSignature(delivery!.body, header, secret)).toBe(true)
    expect(verifyVitrineSignature(delivery!.body, header, `${secret}x`)).toBe(false)
    expect(verifyVitrineSignature(delivery!.body.replace('Lunch', 'Lnuch'), header, secret)).toBe(false)
    expect(verifyVitrineSignature(delivery!.body, header, secret, 300, Math.floor(Date.now() / 1000) + 600)).toBe(false)
    const body = JSON.parse(delivery!.body)
    expect(body).toMatchObject({ type: 'lead.received', data: { lead: { name: expect.stringMatching(/^Lead /) } } })
    expect(delivery!.headers['vitrine-event-id']).toBe(body.id)
    expect(body.data.siteId).toBeUndefined()
    // The answer reached the receiver a moment before the log row is marked.
    await until(async () => (await deliveries(id))[0]?.status === 'delivered')
    expect(await deliveries(id)).toEqual([
      expect.objectContaining({ eventId: body.id, status: 'delivered', responseCode: 204 }),
    ])
  })

  it('refuses a bad URL or no events with the field path; a URL of any kind outside production', async () => {
    const save = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: OWNER_WEBHOOK_SAVE_PATH, headers: ownerHeaders(), payload })
    const refused = await save({ url: 'ftp://example.com', events: [], enabled: true })
    expect(refused.statusCode).toBe(400)
    expect(errorPaths(refused)).toEqual(['body.url', 'body.events'])
    expect((await save({ url: 'https://example.com', events: ['order.nope'], enabled: true })).statusCode).toBe(400)
    expect((await save({ url: 'http://localhost:9/hook', events: ['order.created'], enabled: true })).statusCode).toBe(
      200,
    )
  })

  it('gets every event once and in order to a receiver that fails five times, then recovers', async () => {
    const hook = await receiver()
    hook.state.failNext = 5
    const { id } = await addEndpoint(ctx.app, hook.url)
    for (let index = 0; index < 4; index++) expect((await postLead(ctx.app)).statusCode).toBe(200)
    await until(() => hook.accepted().length === 4)
    await sleep(200)
    const sent = (await deliveries(id)).reverse()
    expect(hook.accepted()).toEqual(sent.map((delivery) => delivery.eventId))
    expect(new Set(hook.accepted()).size).toBe(4)
    // The first waited through the five failures; the others were not sent before it (in order per endpoint).
    expect(hook.received.slice(0, 6).map((entry) => JSON.parse(entry.body).id)).toEqual(Array(6).fill(sent[0]!.eventId))
    expect(sent.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ['delivered', 6],
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ])
  })

  it("sends 'Resend' again with the same event id, and keeps sites apart", async () => {
    const hook = await receiver()
    const acmeHook = await receiver()
    const { id } = await addEndpoint(ctx.app, hook.url)
    const acme = await addEndpoint(ctx.app, acmeHook.url, ['lead.received'], ACME_KEY)
    expect((await postLead(ctx.app, 'acme')).statusCode).toBe(200)
    expect((await postLead(ctx.app)).statusCode).toBe(200)
    await until(() => hook.received.length === 1 && acmeHook.received.length === 1)
    expect(JSON.parse(acmeHook.received[0]!.body).data.lead.name).not.toBe(
      JSON.parse(hook.received[0]!.body).data.lead.name,
    )
    // The other site's owner sees nothing of this endpoint and cannot resend its deliveries.
    const [delivery] = await deliveries(id)
    expect(
      (
        await ctx.app.inject({
          url: `${OWNER_WEBHOOK_DELIVERIES_PATH}?endpointId=${id}`,
          headers: ownerHeaders(ACME_KEY),
        })
      ).statusCode,
    ).toBe(404)
    const resend = (key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_WEBHOOK_RESEND_PATH,
        headers: ownerHeaders(key),
        payload: { _id: delivery!._id },
      })
    expect((await resend(ACME_KEY)).statusCode).toBe(404)
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: OWNER_WEBHOOK_SECRET_PATH,
          headers: ownerHeaders(ACME_KEY),
          payload: { _id: id },
        })
      ).statusCode,
    ).toBe(404)
    expect((await resend()).statusCode).toBe(200)
    await until(() => hook.received.length === 2)
    expect(JSON.parse(hook.received[1]!.body).id).toBe(delivery!.eventId)
    expect(acmeHook.received).toHaveLength(1)
    expect((await deliveries(acme.id, ACME_KEY)).map((row) => row.status)).toEqual(['delivered'])
  })

  it('delivers, after a restart, the event of a process that stopped between the commit and the delivery', async () => {
    const hook = await receiver()
    await addEndpoint(ctx.app, hook.url)
    const site = await ctx.database.db
      .selectFrom('sites')
      .select('id')
      .where('subdomain', '=', 'demo')
      .executeTakeFirstOrThrow()
    // A writer committed this event and died before any subscriber had it (its lease already over).
    const event = newEvent('lead.received', leadPayload(site.id))
    await insertEvents(ctx.database.db, [event], 0)
    await until(() => hook.accepted().includes(event.id))
    await sleep(FAST_EVENTS.leaseMs + 4 * FAST_EVENTS.pollMs)
    expect(hook.accepted().filter((id) => id === event.id)).toHaveLength(1)
  })

  it('two processes on one database send each event once, in order', async () => {
    const hook = await receiver()
    const { id } = await addEndpoint(ctx.app, hook.url)
    const second = await buildTestApp(ctx.database, {
      env: WEBHOOK_ENV,
      app: { events: FAST_EVENTS, webhooks: FAST_WEBHOOKS },
    })
    await second.ready()
    try {
      for (let index = 0; index < 10; index++)
        expect((await postLead(index % 2 === 0 ? ctx.app : second)).statusCode).toBe(200)
      await until(() => hook.accepted().length === 10)
      await sleep(FAST_EVENTS.leaseMs + 4 * FAST_EVENTS.pollMs)
      const sent = (await deliveries(id)).reverse()
      expect(hook.accepted()).toEqual(sent.map((delivery) => delivery.eventId))
      expect(new Set(hook.accepted()).size).toBe(10)
    } finally {
      await second.close()
    }
  })
})

describe.each(testDatabases)('an endpoint failing for the whole retry window on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: WEBHOOK_ENV,
    app: { events: FAST_EVENTS, webhooks: { ...FAST_WEBHOOKS, giveUpAfterMs: 400 } },
  })

  it('gives the delivery up and switches the endpoint off with a notice; switched on again, it sends', async () => {
    const hook = await startReceiver()
    hook.state.answer = 503
    try {
      const { id } = await addEndpoint(ctx.app, hook.url)
      expect((await postLead(ctx.app)).statusCode).toBe(200)
      const endpoint = async () =>
        (await ctx.app.inject({ url: OWNER_WEBHOOKS_PATH, headers: ownerHeaders() })).json<{
          endpoints: WebhookEndpoint[]
        }>().endpoints[0]!
      await until(async () => !(await endpoint()).enabled)
      expect(await endpoint()).toMatchObject({
        enabled: false,
        disabledReason: 'failing',
        failingSince: expect.any(String),
      })
      const log = await ctx.app.inject({
        url: `${OWNER_WEBHOOK_DELIVERIES_PATH}?endpointId=${id}`,
        headers: ownerHeaders(),
      })
      expect(log.json().deliveries[0]).toMatchObject({
        status: 'failed',
        responseCode: 503,
        error: 'HTTP 503: receiver says no',
      })
      // Switched off: new events are not queued for it.
      const before = hook.received.length
      expect((await postLead(ctx.app)).statusCode).toBe(200)
      await sleep(200)
      expect(hook.received.length).toBe(before)
      hook.state.answer = null
      const on = await ctx.app.inject({
        method: 'POST',
        url: OWNER_WEBHOOK_SAVE_PATH,
        headers: ownerHeaders(),
        payload: { _id: id, url: hook.url, events: ['lead.received'], enabled: true },
      })
      expect(on.json().endpoint).toMatchObject({ enabled: true, disabledReason: null, failingSince: null })
      expect((await postLead(ctx.app)).statusCode).toBe(200)
      await until(() => hook.accepted().length === 1)
    } finally {
      await hook.close()
    }
  })
})

const databaseUrl = process.env.TEST_DATABASE_URL

/** Two app instances on one PostgreSQL schema (two server processes), and a third that is killed. */
describe.skipIf(!databaseUrl)('webhooks across processes on PostgreSQL', () => {
  it('a process killed right after its commit: the others send its event once', async () => {
    const schema = new PostgresSchema(databaseUrl!)
    await schema.create()
    const handles: DatabaseHandle[] = []
    const apps: TestApp[] = []
    const hook = await startReceiver()
    try {
      for (let index = 0; index < 2; index++) {
        const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
        handles.push(handle)
        apps.push(
          await buildTestApp(handle, { env: WEBHOOK_ENV, app: { events: FAST_EVENTS, webhooks: FAST_WEBHOOKS } }),
        )
      }
      await Promise.all(apps.map((app) => app.ready()))
      await addEndpoint(apps[0]!, hook.url)
      // The writer stores a lead and is killed (SIGKILL) the moment its dispatcher hands the event on.
      const writer = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '..', '..', 'events', 'testing', 'crash-writer.ts')],
        {
          env: {
            ...process.env,
            DATABASE_URL: schema.url(),
            SECRETS_KEY: WEBHOOK_ENV.SECRETS_KEY,
            LEAD: JSON.stringify(lead),
          },
          stdio: 'inherit',
        },
      )
      const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
        writer.on('exit', (_, killed) => resolve(killed)),
      )
      expect(signal).toBe('SIGKILL')
      const [event] = await handles[0]!.db
        .selectFrom('outboxEvents')
        .select('id')
        .where('type', '=', 'lead.received')
        .execute()
      await until(() => hook.accepted().includes(event!.id), 20_000)
      await sleep(FAST_EVENTS.leaseMs + 5 * FAST_EVENTS.pollMs)
      expect(hook.accepted()).toEqual([event!.id])
    } finally {
      await hook.close()
      for (const app of apps) await app.close()
      for (const handle of handles) await handle.close()
      await schema.drop()
    }
  }, 90_000)
})

const lead = {
  name: 'Killed writer',
  contact: '9829012345',
  countryCode: '+91',
  email: 'asha@example.com',
  company: 'Rao Caterers',
  subdomain: 'demo',
  messageContent: 'Lunch for 12',
}
