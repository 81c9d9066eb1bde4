import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import {
  CUSTOMER_PUSH_SUBSCRIPTION_PATH,
  OWNER_PUSH_SETTINGS_PATH,
  OWNER_PUSH_SUBSCRIPTION_PATH,
  OWNER_VIEWING_EVENT,
  PUSH_KEY_PATH,
  type PushNotification,
} from '../../../contract/push.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startPushService, type PushService, type TestDevice } from '../../test/push-service.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { connectOwner, DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { connectSocket, listenLocally, settle } from '../realtime/socket-test-client.js'
import { allDelivered } from '../../events/testing/all-delivered.js'
import { sendMessage } from '../chat/test-helpers.js'

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => push?.close())

describe.each(testDatabases)('web push on $name', (kind) => {
  let baseUrl: string
  let owner: OwnerSignedIn
  let publicKey: string

  const send = (who: SignedIn, message: string) => sendMessage(ctx.app, who, message)
  const reply = (customerId: string, message: string) =>
    ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: owner.headers,
      payload: { customerId, message },
    })
  const received = async (device: TestDevice) => (await push.messages(device)) as PushNotification[]
  const ownerDevice = async () => {
    const device = await push.subscribe(publicKey)
    const saved = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PUSH_SUBSCRIPTION_PATH,
      headers: owner.headers,
      payload: device.subscription,
    })
    expect(saved.statusCode).toBe(200)
    return device
  }

  const ctx = useTestApp(kind, async () => {
    const env = {
      ...push.env,
      ...TEST_NUMBERS_ENV,
      OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
    }
    return { env }
  })
  beforeAll(async () => {
    baseUrl = await listenLocally(ctx.app)
    owner = await ownerSignIn(ctx.app)
    publicKey = ((await ctx.app.inject({ url: PUSH_KEY_PATH })).json() as { publicKey: string }).publicKey
  })

  it('answers the VAPID key generated into the database, the same on every call', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    const stored = await ctx.database.db.selectFrom('serverSecrets').select('name').execute()
    expect(stored.map((row) => row.name)).toContain('vapid-private-key')
    expect(((await ctx.app.inject({ url: PUSH_KEY_PATH })).json() as { publicKey: string }).publicKey).toBe(publicKey)
  })

  it("pushes a customer's message to the owner's device, not while the owner has it open", async () => {
    const device = await ownerDevice()
    const asha = await signIn(ctx.app, 31)
    await allDelivered(ctx.database.db)
    expect((await send(asha, 'Is the thali on today?')).statusCode).toBe(200)
    await allDelivered(ctx.database.db)
    const [first, ...more] = await received(device)
    expect(more).toEqual([])
    expect(first).toEqual({
      title: expect.any(String),
      body: 'Is the thali on today?',
      tag: `conversation:${asha.customerId}`,
      url: `/owner?conversation=${asha.customerId}`,
      silent: false,
    })

    // The owner opens the conversation on some device: that device's app reports it over its socket.
    const tab = await connectOwner(baseUrl, owner.headers)
    tab.socket.emit(OWNER_VIEWING_EVENT, { customerId: asha.customerId })
    await settle(100)
    await send(asha, 'And the dal?')
    await allDelivered(ctx.database.db)
    expect(await received(device)).toHaveLength(1)

    // Hidden (or another conversation): pushed again.
    tab.socket.emit(OWNER_VIEWING_EVENT, { customerId: null })
    await settle(100)
    await send(asha, 'Hello?')
    await allDelivered(ctx.database.db)
    expect((await received(device)).map((message) => message.body)).toEqual(['Is the thali on today?', 'Hello?'])
    tab.socket.close()
  })

  it('collapses a burst under one tag: the first buzzes, the rest replace it silently within the minute', async () => {
    const device = await ownerDevice()
    const ravi = await signIn(ctx.app, 32)
    for (const text of ['One', 'Two', 'Three']) expect((await send(ravi, text)).statusCode).toBe(200)
    await allDelivered(ctx.database.db)
    const pushes = (await received(device)).filter((message) => message.tag === `conversation:${ravi.customerId}`)
    expect(pushes.map((message) => [message.body, message.silent])).toEqual([
      ['One', false],
      ['Two', true],
      ['Three', true],
    ])
  })

  it('forgets a device the push service answers 410 for', async () => {
    const device = await ownerDevice()
    const count = () =>
      ctx.database.db
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('endpoint', '=', device.subscription.endpoint)
        .execute()
    expect(await count()).toHaveLength(1)
    await push.expire(device)
    const meera = await signIn(ctx.app, 33)
    await send(meera, 'Are you open?')
    await allDelivered(ctx.database.db)
    expect(await count()).toEqual([])
  })

  it('sends only the kinds the owner chose', async () => {
    const device = await ownerDevice()
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PUSH_SETTINGS_PATH,
      headers: owner.headers,
      payload: { kinds: ['orders', 'leads'], quietHours: { from: '22:00', to: '07:00' } },
    })
    expect(chosen.statusCode).toBe(200)
    const read = await ctx.app.inject({ url: OWNER_PUSH_SETTINGS_PATH, headers: owner.headers })
    expect(read.json()).toEqual({ kinds: ['orders', 'leads'], quietHours: { from: '22:00', to: '07:00' } })
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PUSH_SETTINGS_PATH,
      headers: owner.headers,
      payload: { kinds: ['gossip'], quietHours: { from: '25:00', to: '07:00' } },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('body.kinds.0')
    const kiran = await signIn(ctx.app, 34)
    await send(kiran, 'Quiet please')
    await allDelivered(ctx.database.db)
    expect(await received(device)).toEqual([])
    const restore = { kinds: ['messages', 'orders', 'cancellations', 'payments', 'leads'], quietHours: null }
    await ctx.app.inject({ method: 'PUT', url: OWNER_PUSH_SETTINGS_PATH, headers: owner.headers, payload: restore })
  })

  it("pushes the owner's reply to the customer only while no widget of theirs is open", async () => {
    const nila = await signIn(ctx.app, 35)
    const device = await push.subscribe(publicKey)
    const saved = await ctx.app.inject({
      method: 'POST',
      url: CUSTOMER_PUSH_SUBSCRIPTION_PATH,
      headers: { authorization: nila.authorization },
      payload: device.subscription,
    })
    expect(saved.statusCode).toBe(200)

    const widget = await connectSocket(baseUrl, { token: nila.token })
    expect((await reply(nila.customerId, 'Seen it in the chat')).statusCode).toBe(200)
    await allDelivered(ctx.database.db)
    expect(await received(device)).toEqual([])

    widget.socket.close()
    await settle(100)
    expect((await reply(nila.customerId, 'Your thali is ready')).statusCode).toBe(200)
    await allDelivered(ctx.database.db)
    expect(await received(device)).toEqual([
      expect.objectContaining({ body: 'Your thali is ready', url: '/?chat=open', silent: false }),
    ])

    // Logout removes it: the widget deletes its device first.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: CUSTOMER_PUSH_SUBSCRIPTION_PATH,
      headers: { authorization: nila.authorization },
      payload: { endpoint: device.subscription.endpoint },
    })
    expect(removed.statusCode).toBe(200)
    await reply(nila.customerId, 'Anything else?')
    await allDelivered(ctx.database.db)
    expect(await received(device)).toHaveLength(1)
  })

  it('refuses a subscription without a session, and one that is not a subscription', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: CUSTOMER_PUSH_SUBSCRIPTION_PATH, payload: {} })
    expect(anonymous.statusCode).toBe(401)
    const bad = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PUSH_SUBSCRIPTION_PATH,
      headers: owner.headers,
      payload: { endpoint: 'x' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('body.keys')
  })
})
