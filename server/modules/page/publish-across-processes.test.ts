import { describe, expect, it } from 'vitest'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import {
  OWNER_PAGE_PUBLISH_PATH,
  OWNER_PAGE_RESTORE_PATH,
  OWNER_PAGE_SECTION_PATH,
  OWNER_PAGE_VERSIONS_PATH,
} from '../../../contract/owner-page.js'
import { PAGE_PATH } from '../../../contract/page.js'
import { demoSections } from '../../../contract/demo/demo-page.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { PAGE_CACHE_TTL_WITH_REDIS_MS } from './page-cache.js'
import { testCluster, useAppProcesses } from '../../test/processes.js'

const cluster = testCluster('the publish-across-processes suite')

const withTitle = (title: string) =>
  demoSections.map((section) =>
    section.name === 'Main Header'
      ? {
          ...section,
          values: section.values.map((value) => (value.key === 'Title' ? { ...value, value: title } : value)),
        }
      : section,
  )

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server
 * processes run: a publish on A must reach B's cached page call and page at
 * once through Redis, not when B's cache entry ages out (its TTL is a minute
 * with Redis, and the test gives it 10 s).
 */
describe.skipIf(!cluster.ready)('a publish on one process and the page cache of another', () => {
  const { apps } = useAppProcesses(cluster, { env: DEMO_OWNER_ENV })
  const pageCall = (app: TestApp, headers: Record<string, string> = {}) =>
    app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/`, headers })
  const page = (app: TestApp) => app.inject({ url: '/', headers: { host: 'demo.localhost' } })

  it('drops the cached page call and page on B when A publishes', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    const before = await pageCall(b)
    expect(before.body).not.toContain('Published on A')
    expect((await page(b)).body).not.toContain('Published on A')
    // B answers from its cache now: a second call is the same bytes and a 304 for their ETag.
    expect((await pageCall(b, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304)
    expect(PAGE_CACHE_TTL_WITH_REDIS_MS).toBeGreaterThan(30_000)

    const published = await a.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { sections: withTitle('Published on A') },
    })
    expect(published.statusCode).toBe(200)

    await expect
      .poll(async () => (await pageCall(b, { 'if-none-match': before.headers.etag as string })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200)
    expect((await pageCall(b)).body).toContain('Published on A')
    expect((await page(b)).body).toContain('Published on A')
  }, 30_000)

  it('drops them too when A publishes a changed section, and a restored version', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    const owner = { authorization: `Bearer ${DEMO_OWNER_KEY}` }
    const hero = demoSections.find((section) => section.name === 'Main Header')!
    const cached = await pageCall(b)
    const edited = await a.inject({
      method: 'POST',
      url: OWNER_PAGE_SECTION_PATH,
      headers: owner,
      payload: {
        sectionId: hero._id,
        values: withTitle('Edited on A').find((section) => section._id === hero._id)!.values,
      },
    })
    expect(edited.statusCode).toBe(200)
    const publish = () => a.inject({ method: 'POST', url: OWNER_PAGE_PUBLISH_PATH, headers: owner, payload: {} })
    expect((await publish()).statusCode).toBe(200)
    await expect
      .poll(async () => (await pageCall(b, { 'if-none-match': cached.headers.etag as string })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200)
    expect((await page(b)).body).toContain('Edited on A')

    const seeded = (await a.inject({ url: OWNER_PAGE_VERSIONS_PATH, headers: owner })).json().versions.at(-1)
    expect(
      (
        await a.inject({
          method: 'POST',
          url: OWNER_PAGE_RESTORE_PATH,
          headers: owner,
          payload: { versionId: seeded.id },
        })
      ).statusCode,
    ).toBe(200)
    expect((await publish()).statusCode).toBe(200)
    await expect.poll(async () => (await page(b)).body.includes('Edited on A'), { timeout: 10_000 }).toBe(false)
  }, 30_000)
})
