import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_TYPING_PATH, SOCKET_EVENTS, type TypingEvent } from '../../../contract/chat.js'
import type { DatabaseHandle } from '../../db/database.js'
import { json } from '../../db/schema.js'
import { buildTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { connectSocket, listenLocally, type TestSocket } from '../realtime/socket-test-client.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const ACME_KEY = 'acme-owner-key-0123456789'

describe.each(testDatabases)('the owner typing to a customer on $name', (kind) => {
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildTestApp>>
  let alice: SignedIn
  let socket: TestSocket
  const typing = (payload: Record<string, unknown>, key = DEMO_KEY) =>
    app.inject({ method: 'POST', url: OWNER_TYPING_PATH, headers: { authorization: `Bearer ${key}` }, payload })

  beforeAll(async () => {
    database = await kind.open()
    app = await buildTestApp(database, {
      env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` },
    })
    await database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({}),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .execute()
    const baseUrl = await listenLocally(app)
    alice = await signIn(app, 1)
    socket = await connectSocket(baseUrl, { token: alice.token, subdomain: 'demo' })
  })
  afterAll(async () => {
    socket?.socket.close()
    await app?.close()
    await database?.close()
  })

  it("reaches the customer's widget as business-typing, started then stopped", async () => {
    const events: TypingEvent[] = []
    socket.socket.on(SOCKET_EVENTS.typing, (event: TypingEvent) => events.push(event))
    const siteId = (await app.tenancy.siteBySubdomain('demo'))!.id
    expect((await typing({ customerId: alice.customerId, typing: true })).statusCode).toBe(200)
    expect((await typing({ customerId: alice.customerId, typing: false })).statusCode).toBe(200)
    await expect
      .poll(() => events)
      .toEqual([
        { clientId: siteId, typing: true },
        { clientId: siteId, typing: false },
      ])
  })

  it("is refused for another site's customer, without a key, and with a bad body", async () => {
    expect((await typing({ customerId: alice.customerId, typing: true }, ACME_KEY)).statusCode).toBe(404)
    expect((await typing({ customerId: alice.customerId, typing: true }, '')).statusCode).toBe(401)
    const bad = await typing({ customerId: alice.customerId, typing: 'yes' })
    expect([bad.statusCode, bad.json().errors[0].path]).toEqual([400, 'body.typing'])
  })
})
