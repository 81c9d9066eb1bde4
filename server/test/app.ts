import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe } from 'vitest'
import * as entry from '../../src/entry-server.js'
import { buildApp, type AppOptions } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import type { DatabaseHandle } from '../db/database.js'
import { testDatabases, type TestDatabase } from './databases.js'
import { TEST_NUMBERS_ENV } from '../modules/auth/test-helpers.js'
import { createModuleRenderer } from '../render/renderer.js'

const template = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')

/** Renders with the SSR entry from source, so server tests need no build. */
export const sourceRenderer = createModuleRenderer(
  { page: template('page.html'), app: template('index.html') },
  async () => entry,
)

/** What a test app is built with: variables over the test environment, and options of `buildApp`. */
export interface TestAppOptions {
  env?: Record<string, string>
  app?: Partial<AppOptions>
}

/**
 * An app on a test database, with the demo seeded and pages rendered from source.
 *
 * @example
 * const app = await buildTestApp(database)
 * const res = await app.inject({ url: '/', headers: { host: 'demo.localhost' } })
 */
export async function buildTestApp(
  database: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<FastifyInstance & { config: Config }> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...options.env })
  return buildApp(config, { database, renderer: sourceRenderer, seed: true, ...options.app })
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/**
 * A fresh database of `kind` and an app on it for the enclosing `describe`:
 * opened in `beforeAll`, closed in `afterAll`. Read `app` and `database`
 * inside hooks and tests (they are set once `beforeAll` has run). Options
 * that need the database or earlier hooks' work (a temporary folder, a
 * local mail server, a site that must exist at start) come from a function,
 * called once the database is open.
 *
 * @example
 * describe.each(testDatabases)('pages on $name', (kind) => {
 *   const ctx = useTestApp(kind, { env: { OWNER_KEYS: 'demo:...' } })
 *   it('answers', async () => expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200))
 * })
 */
export function useTestApp(
  kind: TestDatabase,
  options: TestAppOptions | ((database: DatabaseHandle) => TestAppOptions | Promise<TestAppOptions>) = {},
): { app: TestApp; database: DatabaseHandle } {
  const context = {} as { app: TestApp; database: DatabaseHandle }
  beforeAll(async () => {
    context.database = await kind.open()
    const resolved = typeof options === 'function' ? await options(context.database) : options
    context.app = await buildTestApp(context.database, resolved)
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}

/** The demo site's owner key in tests. */
export const DEMO_OWNER_KEY = 'demo-owner-key-0123456789'

/** Variables of an app where the demo's owner signs in with `DEMO_OWNER_KEY` and the test phone numbers get codes. */
export const DEMO_OWNER_ENV = { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_OWNER_KEY}` }

/** The owner key of a second site, `acme` (which a test adds with `addSite`). */
export const ACME_OWNER_KEY = 'acme-owner-key-0123456789'

/** `DEMO_OWNER_ENV` with the acme site's owner signing in with `ACME_OWNER_KEY` too. */
export const TWO_OWNERS_ENV = { ...DEMO_OWNER_ENV, OWNER_KEYS: `demo:${DEMO_OWNER_KEY},acme:${ACME_OWNER_KEY}` }

/**
 * One suite on each test database (`describe.each(testDatabases)`, titled '… on pglite'), with an app on it from
 * `useTestApp`.
 *
 * @example
 * describeWithApp('quotes', { env: DEMO_OWNER_ENV }, (ctx) => {
 *   it('answers', async () => expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200))
 * })
 */
export function describeWithApp(
  title: string,
  options: Parameters<typeof useTestApp>[1],
  body: (ctx: ReturnType<typeof useTestApp>, kind: TestDatabase) => void,
): void {
  describe.each(testDatabases)(`${title} on $name`, (kind) => body(useTestApp(kind, options), kind))
}
