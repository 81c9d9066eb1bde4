import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import * as entry from '../../src/entry-server.js'
import { buildApp, type AppOptions } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import type { DatabaseHandle } from '../db/database.js'
import type { TestDatabase } from './databases.js'
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
