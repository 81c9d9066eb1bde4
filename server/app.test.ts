import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import * as t from 'io-ts'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_MEMORY, openDatabase, type DatabaseHandle } from './db/database.js'
import { HttpError } from './http/errors.js'
import { route } from './http/route.js'
import { buildTestApp } from './test/app.js'
import { testDatabases } from './test/databases.js'

const Probe = t.type({ name: t.string, items: t.array(t.type({ quantity: t.number })) })

describe('the app', () => {
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    app = await buildTestApp(database)
    // Routes that exercise the one error handler the way feature modules use it.
    route(app, { method: 'POST', url: '/test/probe', body: Probe }, async ({ body }) => body)
    app.get('/test/crash', async () => {
      throw new Error('secret connection string postgres://x:y@db')
    })
    app.get('/test/forbidden', async () => {
      throw new HttpError(403, 'Not yours', 'FORBIDDEN')
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers /healthz with 200 while the database answers', async () => {
    const response = await app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', redis: 'off', otpDelivery: {} })
  })

  it('answers a wrong field type with 400 and every path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/probe',
      payload: { name: 3, items: [{ quantity: 'x' }] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([
      { path: 'body.name', message: 'expected string' },
      { path: 'body.items.0.quantity', message: 'expected number' },
    ])
  })

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Invalid request: body is not valid JSON')
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })

  it('hides the details of a 500 and never sends a stack', async () => {
    const response = await app.inject({ url: '/test/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toMatch(/secret|postgres|at .*\.ts/)
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    })
  })

  it('passes an HttpError through with its status and code', async () => {
    const response = await app.inject({ url: '/test/forbidden' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'Not yours', code: 'FORBIDDEN' })
  })

  it('answers an unknown API path with JSON 404', async () => {
    const response = await app.inject({ url: '/business_website/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('NOT_FOUND')
  })
})

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    const app = await buildTestApp(database)
    await database.close()
    const response = await app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(503)
    await app.close()
  })
})

describe.each(testDatabases)('tenancy and server rendering on $name', (kind) => {
  let database: DatabaseHandle
  let app: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    database = await kind.open()
    app = await buildTestApp(database)
    // A custom domain the owner verified (server/modules/domain): host resolution reads `site_domains`.
    await sql`insert into site_domains (site_id, domain, host, verified_at)
      select id, 'shop.kesarkitchen.in', 'shop.kesarkitchen.in', now() from sites where subdomain = 'demo'`.execute(
      database.db,
    )
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it.each(['demo.localhost:8080', 'localhost:8080', 'shop.kesarkitchen.in', 'www.shop.kesarkitchen.in'])(
    '%s serves the demo',
    async (host) => {
      const response = await app.inject({ url: '/', headers: { host } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('Kesar Kitchen')
      expect(response.body).toContain('id="vitrine-data"')
    },
  )

  it('sends pages compressed when the client accepts it, the same bytes decompressed', async () => {
    const plain = await app.inject({ url: '/', headers: { host: 'demo.localhost' } })
    const brotli = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'accept-encoding': 'gzip, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body)
    const gzip = await app.inject({ url: '/', headers: { host: 'demo.localhost', 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('puts the hero into the title, description and Open Graph tags', async () => {
    const { body } = await app.inject({ url: '/', headers: { host: 'demo.localhost' } })
    expect(body).toMatch(/<title>Kesar Kitchen · Masalas ground on Tuesday/)
    expect(body).toMatch(/<meta name="description" content="Small-batch spice blends/)
    expect(body).toMatch(/<meta property="og:title" content="Kesar Kitchen · /)
    expect(body).toContain('<meta property="og:image" content="http://demo.localhost/demo/logo.svg">')
    expect(body).toContain('<h1>Masalas ground on Tuesday, at your door by Friday</h1>')
  })

  it('serves /chat and /logout for a known site', async () => {
    for (const url of ['/chat', '/logout']) {
      const response = await app.inject({ url, headers: { host: 'demo.localhost' } })
      expect(response.statusCode).toBe(200)
    }
  })

  it.each([
    ['nobody.localhost', '/'],
    ['unknown-shop.example.com', '/'],
    ['demo.localhost', '/no-such-page'],
  ])('%s%s gets the 404 page with status 404', async (host, url) => {
    const response = await app.inject({ url, headers: { host } })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Oops! Page Not Found')
  })
})
