import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CustomDomainResponse,
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
} from '../../../contract/custom-domain.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { testCluster, useAppProcesses } from '../../test/processes.js'
import { answerOf } from '../order/test-helpers.js'
import { startTestDnsServer } from './dns-test-helpers.js'

const cluster = testCluster('the domains-across-processes suite')

/**
 * Two app instances on one PostgreSQL schema and one Redis, as two server
 * processes run: a domain removed or changed on A stops being served by B
 * at once, although B had the site cached for that host (well within the
 * cache's 5 s).
 */
describe.skipIf(!cluster.ready)('a custom domain changed on one process and the site cache of another', () => {
  let dns: Awaited<ReturnType<typeof startTestDnsServer>>
  beforeAll(async () => void (dns = await startTestDnsServer()))
  afterAll(() => dns?.close())
  const { apps } = useAppProcesses(cluster, () => ({
    env: { ...DEMO_OWNER_ENV, SITE_DOMAIN: 'vitrine.test' },
    app: { cnameResolver: dns.resolver },
  }))
  const auth = { authorization: `Bearer ${DEMO_OWNER_KEY}` }
  const status = async (app: TestApp, host: string) => (await app.inject({ url: '/', headers: { host } })).statusCode

  it('serves a domain verified on A from B, and stops on B as soon as A changes or removes it', async () => {
    const [a, b] = apps as [TestApp, TestApp]
    dns.cnames.set('shop.kesar.example', 'vitrine.test')
    dns.cnames.set('order.kesar.example', 'vitrine.test')
    const set = (domain: string) =>
      a.inject({ method: 'POST', url: OWNER_DOMAIN_PATH, headers: auth, payload: { domain } })
    const check = async () =>
      answerOf(CustomDomainResponse, await a.inject({ method: 'POST', url: OWNER_DOMAIN_CHECK_PATH, headers: auth }))

    expect((await set('shop.kesar.example')).statusCode).toBe(200)
    expect((await check()).domain?.status).toBe('verified')
    expect(await status(b, 'shop.kesar.example')).toBe(200)

    // B has the site cached for that host now; A moves the site to another domain.
    expect((await set('order.kesar.example')).statusCode).toBe(200)
    await expect.poll(() => status(b, 'shop.kesar.example'), { timeout: 2000, interval: 100 }).toBe(404)
    expect((await check()).domain?.status).toBe('verified')
    expect(await status(b, 'order.kesar.example')).toBe(200)

    await a.inject({ method: 'POST', url: OWNER_DOMAIN_REMOVE_PATH, headers: auth })
    await expect.poll(() => status(b, 'order.kesar.example'), { timeout: 2000, interval: 100 }).toBe(404)
  })
})
