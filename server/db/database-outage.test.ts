import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_PATH } from '../../contract/page.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { TcpProxy } from '../test/tcp-proxy.js'
import { openDatabase, PG_TIMEOUTS, type DatabaseHandle } from './database.js'
import { PostgresSchema } from '../test/postgres-schema.js'

const url = process.env.TEST_DATABASE_URL

/**
 * PostgreSQL going away and coming back, through a proxy the test controls:
 * a frozen connection and a refused one both answer 503 with Retry-After
 * within the query timeout (pages answer the HTML "be right back" page), and
 * the server recovers by itself once the database is back.
 */
describe.skipIf(!url)('PostgreSQL going away and coming back', () => {
  let proxy: TcpProxy
  let database: DatabaseHandle
  let app: TestApp
  let schema: PostgresSchema

  beforeAll(async () => {
    const target = new URL(url!)
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) })
    schema = new PostgresSchema(url!)
    await schema.create()
    database = await openDatabase({ databaseUrl: schema.url({ host: '127.0.0.1', port: proxy.port }), dataDir: '' })
    app = await buildTestApp(database)
  })

  afterAll(async () => {
    proxy.restore()
    await app?.close()
    await database?.close()
    await proxy?.close()
    await schema?.drop()
  })

  const timed = async (request: InjectOptions) => {
    const started = performance.now()
    const response = await app.inject(request)
    return { response, ms: performance.now() - started }
  }

  it('answers while the database answers', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })

  it('a frozen connection: 503 with Retry-After within the query timeout, not a hang', async () => {
    proxy.freeze()
    const health = await timed({ url: '/healthz' })
    expect(health.response.statusCode).toBe(503)
    expect(health.ms).toBeLessThan(PG_TIMEOUTS.queryMs + 2000)
    const api = await timed({ url: `${PAGE_PATH}?subdomain=nosuchsite&customRoute=/` })
    expect(api.response.statusCode).toBe(503)
    expect(api.response.headers['retry-after']).toBe('5')
    expect(api.response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(api.ms).toBeLessThan(PG_TIMEOUTS.queryMs + PG_TIMEOUTS.connectMs + 2000)
  }, 30_000)

  it('a refused database: the API answers 503 (not 500) and a page answers the HTML page, quickly', async () => {
    proxy.refuse()
    const api = await timed({ url: `${PAGE_PATH}?subdomain=othersite&customRoute=/` })
    expect(api.response.statusCode).toBe(503)
    expect(api.response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(JSON.stringify(api.response.json())).not.toMatch(/ECONNREFUSED|at .*\.js/)
    const page = await timed({ url: '/some/uncached/page', headers: { host: 'demo.localhost' } })
    expect(page.response.statusCode).toBe(503)
    expect(page.response.headers['content-type']).toContain('text/html')
    expect(page.response.headers['retry-after']).toBe('5')
    expect(page.response.body).toContain("We'll be right back")
    expect(page.response.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/)
    expect(page.ms).toBeLessThan(PG_TIMEOUTS.connectMs + 2000)
  }, 30_000)

  it('recovers by itself once the database is back', async () => {
    proxy.restore()
    await expect
      .poll(async () => (await app.inject({ url: '/healthz' })).statusCode, { timeout: 15_000, interval: 250 })
      .toBe(200)
    const page = await app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/` })
    expect(page.statusCode).toBe(200)
  }, 30_000)
})
