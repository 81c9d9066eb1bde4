import { createECDH, randomBytes } from 'node:crypto'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { CUSTOMER_PUSH_SUBSCRIPTION_PATH, OWNER_PUSH_SUBSCRIPTION_PATH } from '../../../contract/push.js'
import { loadConfig } from '../../config.js'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../push-config.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { pushEndpointErrors } from './push-endpoint.js'
import { sendMessage } from '../chat/test-helpers.js'

const rules = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, testOrigins: [] }
const refused = (endpoint: string) => pushEndpointErrors(endpoint, 'body.endpoint', rules).length > 0

/** Keys a browser would post with its endpoint (a P-256 public key and 16 bytes of auth secret). */
const deviceKeys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

/** A listener on loopback (IPv4 and, where the machine has it, IPv6) that counts the connections it is offered. */
async function startLoopbackListener() {
  const server = net.createServer((socket) => {
    listener.connections++
    socket.destroy()
  })
  const listening = (host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ host, port: 0, ipv6Only: false }, () => resolve())
    })
  await listening('::').catch(() => listening('127.0.0.1'))
  const listener = {
    connections: 0,
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return listener
}

describe('push endpoints', () => {
  it('are https on a push service browsers use, nothing else', () => {
    // Chrome (FCM), Firefox (two hosts), Safari, Edge on Windows.
    const browsers = 'fcm.googleapis.com/fcm/send/dQw4w9 updates.push.services.mozilla.com/wpush/v2/gAAB'
    const more =
      'push.services.mozilla.com/wpush/v1/gAAB web.push.apple.com/QGx7 wns2-par02p.notify.windows.com/w/?t=BQ'
    const accepted = `${browsers} ${more}`.split(' ').map((rest) => `https://${rest}`)
    expect(accepted.filter(refused)).toEqual([])
    const internal = ['127.0.0.1', '169.254.169.254', '[::1]', 'localhost', '10.0.0.5'].map(
      (host) => `https://${host}/x`,
    )
    const lookalikes = ['fcm.googleapis.com.evil.example/x', 'evil.example/fcm.googleapis.com', 'evilpush.apple.com/x']
    const hostile = [
      ...internal,
      ...lookalikes.map((rest) => `https://${rest}`),
      ...['http://fcm.googleapis.com/fcm/send/x', 'https://push.apple.com/x', 'https://user:pw@fcm.googleapis.com/x'],
      ...['file:///etc/passwd', 'javascript:alert(1)', 'not a url', `https://fcm.googleapis.com/${'x'.repeat(2000)}`],
    ]
    expect(hostile.filter((endpoint) => !refused(endpoint))).toEqual([])
  })

  it('are settings: PUSH_SERVICE_HOSTS replaces the list; PUSH_TEST_ORIGINS is refused in production', () => {
    expect(loadConfig({}).push.endpoints).toEqual({ serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, testOrigins: [] })
    const set = loadConfig({
      PUSH_SERVICE_HOSTS: 'push.example.com, *.push.example.net',
      PUSH_TEST_ORIGINS: 'http://localhost:9012',
    })
    expect(set.push.endpoints).toEqual({
      serviceHosts: ['push.example.com', '*.push.example.net'],
      testOrigins: ['http://localhost:9012'],
    })
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toThrow(/PUSH_SERVICE_HOSTS/)
    expect(() => loadConfig({ PUSH_TEST_ORIGINS: 'localhost:9012' })).toThrow(/PUSH_TEST_ORIGINS/)
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_TEST_ORIGINS: 'http://localhost:9012' })).toThrow(
      /PUSH_TEST_ORIGINS/,
    )
  })
})

describe.each(testDatabases)('push endpoints on $name: no push reaches an internal address', (kind) => {
  let listener: Awaited<ReturnType<typeof startLoopbackListener>>
  let owner: OwnerSignedIn
  let customer: SignedIn
  beforeAll(async () => {
    listener = await startLoopbackListener()
  })
  afterAll(() => listener?.close())
  // An operator's list that names a host resolving to loopback: what a listed name that later resolves inward does.
  const ctx = useTestApp(kind, {
    env: {
      ...TEST_NUMBERS_ENV,
      OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
      PUSH_SERVICE_HOSTS: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost'].join(','),
    },
    // A failed push is tried again within a second (after its lease), and its failure recorded.
    app: { events: { leaseMs: 300, pollMs: 40, flushMs: 20 } },
  })
  beforeAll(async () => {
    owner = await ownerSignIn(ctx.app)
    customer = await signIn(ctx.app, 21)
  })

  const subscribe = (who: 'owner' | 'customer', endpoint: string) =>
    ctx.app.inject({
      method: 'POST',
      url: who === 'owner' ? OWNER_PUSH_SUBSCRIPTION_PATH : CUSTOMER_PUSH_SUBSCRIPTION_PATH,
      headers: who === 'owner' ? owner.headers : { authorization: customer.authorization },
      payload: { endpoint, keys: deviceKeys() },
    })
  const devices = () => ctx.database.db.selectFrom('pushSubscriptions').select(['endpoint']).execute()
  /** The customer writes (a push to the owner's devices) and the owner answers (a push to the customer's). */
  const pushBothWays = async () => {
    const sent = await sendMessage(ctx.app, customer, 'Is the thali on?')
    expect(sent.statusCode).toBe(200)
    const payload = { customerId: customer.customerId, message: 'Yes, till nine' }
    const replied = await ctx.app.inject({ method: 'POST', url: OWNER_MESSAGES_PATH, headers: owner.headers, payload })
    expect(replied.statusCode).toBe(200)
  }
  /** Waits until web push has tried (and failed) every event still pending. */
  const pushTried = async () => {
    await expect
      .poll(
        async () =>
          (
            await ctx.database.db
              .selectFrom('outboxEvents')
              .select('lastError')
              .where('deliveredAt', 'is', null)
              .execute()
          ).filter((event) => !event.lastError?.startsWith('web-push:')),
        { timeout: 10_000, interval: 50 },
      )
      .toEqual([])
  }

  it('refuses every endpoint that is not a push service at subscribe time, 400 at body.endpoint', async () => {
    const port = listener.port
    for (const who of ['owner', 'customer'] as const) {
      for (const endpoint of [
        `http://127.0.0.1:${port}/push`,
        `https://127.0.0.1:${port}/push`,
        'https://169.254.169.254/latest/meta-data/',
        `https://[::1]:${port}/`,
        'file:///etc/passwd',
        'javascript:alert(1)',
        'https://internal.example/push',
      ]) {
        const response = await subscribe(who, endpoint)
        expect(response.statusCode, `${who} ${endpoint}`).toBe(400)
        expect(response.json().errors).toEqual([{ path: 'body.endpoint', message: expect.any(String) }])
      }
    }
    expect(await devices()).toEqual([])
  })

  it('refuses when connecting to a listed name that resolves to loopback, for the owner and the customer', async () => {
    for (const who of ['owner', 'customer'] as const)
      expect((await subscribe(who, `https://localhost:${listener.port}/push/${who}`)).statusCode).toBe(200)
    await pushBothWays()
    await pushTried()
    expect(listener.connections).toBe(0)
    // Both devices are kept (the name may resolve outward again); the events are retried later.
    expect((await devices()).map((device) => device.endpoint).toSorted()).toEqual([
      `https://localhost:${listener.port}/push/customer`,
      `https://localhost:${listener.port}/push/owner`,
    ])
  })

  it('forgets a stored device whose endpoint the rules no longer allow, without connecting', async () => {
    await ctx.database.db.deleteFrom('pushSubscriptions').execute()
    for (const [holder, endpoint] of [
      [{ ownerId: owner.body.owner.id }, `http://127.0.0.1:${listener.port}/old-owner`],
      [{ customerId: customer.customerId }, `https://[::1]:${listener.port}/old-customer`],
    ] as const)
      await ctx.database.db
        .insertInto('pushSubscriptions')
        .values({ siteId: owner.body.site.siteId, ...holder, endpoint, ...deviceKeys() })
        .execute()
    await pushBothWays()
    await expect.poll(devices, { timeout: 10_000, interval: 50 }).toEqual([])
    expect(listener.connections).toBe(0)
  })
})
