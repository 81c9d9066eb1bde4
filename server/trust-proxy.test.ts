import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_OTP_PATH } from '../contract/auth.js'
import { CONTACT_PATH } from '../contract/contact.js'
import { ConfigError } from './config-error.js'
import type { DatabaseHandle } from './db/database.js'
import { buildTestApp, type TestApp } from './test/app.js'
import { testDatabases } from './test/databases.js'
import { readTrustProxy } from './trust-proxy-config.js'

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    [' 2 ', { hops: 2 }],
    ['127.0.0.1, 10.0.0.0/8', { addresses: ['127.0.0.1', '10.0.0.0/8'] }],
    ['::1,fd00::/8,loopback', { addresses: ['::1', 'fd00::/8', 'loopback'] }],
  ])('reads %o', (raw, expected) => {
    expect(readTrustProxy({ TRUST_PROXY: raw })).toEqual(expected)
  })

  it.each(['true', 'TRUE', 'yes', '11', '10.0.0.0/33', '10.0.0', '127.0.0.1,nginx', '::1/129', '1.2.3.4/8/8'])(
    'refuses %o with one line naming what to give',
    (raw) => {
      expect(() => readTrustProxy({ TRUST_PROXY: raw })).toThrow(ConfigError)
      expect(() => readTrustProxy({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY.*(number of proxies|from 0 to 10)/)
    },
  )
})

/**
 * How a request reaches the server through its trusted proxies: `forwarded`
 * is what the client itself wrote in `X-Forwarded-For` plus what each proxy
 * appended (the client's real address first, then every proxy but the last),
 * `peer` is the last proxy, the socket's address.
 */
const setups = [
  { name: 'one hop by count', env: '1', peer: '127.0.0.1', appended: (client: string) => [client] },
  {
    name: 'two hops by count (a CDN, then nginx)',
    env: '2',
    peer: '10.0.0.2',
    appended: (client: string) => [client, '10.0.0.1'],
  },
  {
    name: 'two hops by address',
    env: '127.0.0.1, 10.0.0.0/8',
    peer: '127.0.0.1',
    appended: (client: string) => [client, '10.4.4.4'],
  },
] as const

describe.each(testDatabases)('per-IP limits behind trusted proxies on $name', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await kind.open()
  })
  afterAll(() => database.close())

  describe.each(setups.map((setup, index) => ({ ...setup, index })))('$name', ({ env, peer, appended, index }) => {
    let app: TestApp
    beforeAll(async () => {
      app = await buildTestApp(database, { env: { TRUST_PROXY: env } })
    })
    afterAll(() => app.close())

    // Each setup has its own real client, so the counters of one do not reach the next.
    const client = `198.51.100.${10 + index}`
    const otherClient = `198.51.100.${20 + index}`
    /** The client makes up a new left-most address on every request; the proxies append the real one. */
    const through = (realClient: string, spoofed: number) => ({
      'x-forwarded-for': [`203.0.113.${spoofed}`, ...appended(realClient)].join(', '),
    })

    it('counts one-time codes by the real client, whatever it writes in X-Forwarded-For', async () => {
      const phone = (n: number) => ({
        countryCode: '+91',
        phoneNumber: `98291${index}${String(n).padStart(4, '0')}`,
        subdomain: 'demo',
      })
      const send = (realClient: string, n: number) =>
        app.inject({
          method: 'POST',
          url: SEND_OTP_PATH,
          payload: phone(n),
          remoteAddress: peer,
          headers: through(realClient, n),
        })
      for (let n = 0; n < 20; n++) expect((await send(client, n)).statusCode).toBe(200)
      const over = await send(client, 20)
      expect(over.statusCode).toBe(429)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500)
      // Another client behind the same proxies is not caught by the first one's limit.
      expect((await send(otherClient, 21)).statusCode).toBe(200)
    })

    it('counts contact-form posts by the real client, whatever it writes in X-Forwarded-For', async () => {
      const post = (realClient: string, n: number) =>
        app.inject({
          method: 'POST',
          url: CONTACT_PATH,
          remoteAddress: peer,
          headers: through(realClient, n),
          payload: {
            name: 'Asha',
            contact: '9829012345',
            countryCode: '+91',
            subdomain: 'demo',
            messageContent: `Hello ${n}`,
          },
        })
      for (let n = 0; n < 5; n++) expect((await post(client, n)).statusCode).toBe(200)
      const over = await post(client, 5)
      expect(over.statusCode).toBe(429)
      expect(over.json().code).toBe('TOO_MANY_REQUESTS')
      expect((await post(otherClient, 6)).statusCode).toBe(200)
    })
  })

  it('believes nothing a client sends without TRUST_PROXY', async () => {
    const app = await buildTestApp(database)
    try {
      const post = (n: number) =>
        app.inject({
          method: 'POST',
          url: CONTACT_PATH,
          remoteAddress: '198.51.100.99',
          headers: { 'x-forwarded-for': `203.0.113.${n}` },
          payload: {
            name: 'Asha',
            contact: '9829012345',
            countryCode: '+91',
            subdomain: 'demo',
            messageContent: `Hi ${n}`,
          },
        })
      for (let n = 0; n < 5; n++) expect((await post(n)).statusCode).toBe(200)
      expect((await post(5)).statusCode).toBe(429)
    } finally {
      await app.close()
    }
  })
})
