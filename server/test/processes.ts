import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/database.js'
import { buildTestApp, type TestApp, type TestAppOptions } from './app.js'
import { PostgresSchema } from './postgres-schema.js'

/**
 * The PostgreSQL and Redis that suites of several server processes need (`TEST_DATABASE_URL`, `TEST_REDIS_URL`), or
 * `ready: false` when either is unset: the suite is skipped then and says so in one line (`.ci/run` sets both).
 *
 * @example
 * const cluster = testCluster('the settings-across-processes suite')
 * describe.skipIf(!cluster.ready)('...', () => { ... })
 */
export function testCluster(suite: string): { ready: boolean; databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
  const redisUrl = process.env.TEST_REDIS_URL ?? ''
  const ready = databaseUrl !== '' && redisUrl !== ''
  if (!ready)
    console.log(`TEST_DATABASE_URL or TEST_REDIS_URL is not set: ${suite} is skipped here (.ci/run sets both)`)
  return { ready, databaseUrl, redisUrl }
}

/**
 * `count` app instances on one fresh PostgreSQL schema, as server processes share one database: each opened in turn
 * (the second finds the migrations done) and built by `build` before the suite's tests; closed, and the schema
 * dropped, after them. The returned arrays fill in `beforeAll`.
 *
 * @example
 * const { apps } = useTestProcesses(databaseUrl, (handle) => buildTestApp(handle, { env: { REDIS_URL: redisUrl } }))
 * it('...', async () => { const [a, b] = apps as [TestApp, TestApp] })
 */
export function useTestProcesses(
  databaseUrl: string,
  build: (handle: DatabaseHandle, index: number) => Promise<TestApp>,
  count = 2,
): { schema: PostgresSchema; handles: DatabaseHandle[]; apps: TestApp[] } {
  const schema = new PostgresSchema(databaseUrl)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []
  beforeAll(async () => {
    await schema.create()
    for (let index = 0; index < count; index++) {
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      apps.push(await build(handle, index))
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
  })
  return { schema, handles, apps }
}

/**
 * Two test apps (`buildTestApp`) on the cluster's PostgreSQL schema and Redis, as two server processes run: each with
 * `options` and `REDIS_URL` set. Options that need the suite's earlier hooks (a DNS server) come from a function.
 *
 * @example
 * const cluster = testCluster('the settings-across-processes suite')
 * describe.skipIf(!cluster.ready)('...', () => {
 *   const { apps } = useAppProcesses(cluster, { env: DEMO_OWNER_ENV })
 * })
 */
export function useAppProcesses(
  cluster: { databaseUrl: string; redisUrl: string },
  options: TestAppOptions | (() => TestAppOptions) = {},
): { apps: TestApp[] } {
  return useTestProcesses(cluster.databaseUrl, (handle) => {
    const resolved = typeof options === 'function' ? options() : options
    return buildTestApp(handle, { ...resolved, env: { ...resolved.env, REDIS_URL: cluster.redisUrl } })
  })
}
