import { beforeAll, describe, expect, it } from 'vitest'
import {
  CustomDomainResponse,
  OWNER_DOMAIN_CHECK_PATH,
  OWNER_DOMAIN_PATH,
  OWNER_DOMAIN_REMOVE_PATH,
  TLS_ASK_PATH,
} from '../../../contract/custom-domain.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { answerOf } from '../order/test-helpers.js'
import { useTestDns } from './dns-test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-domain-0123456789'
const ACME_KEY = 'acme-owner-key-domain-0123456789'

describe.each(testDatabases)('custom domains on $name', (kind) => {
  const testDns = useTestDns()
  const ctx = useTestApp(kind, {
    env: { SITE_DOMAIN: 'vitrine.test', OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` },
    app: testDns.app,
  })

  beforeAll(async () => {
    await addSite(ctx.database.db)
  })

  const auth = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })
  const call = (method: 'GET' | 'POST', url: string, key = DEMO_KEY, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(key), ...(payload && { payload }) })
  const domainOf = async (key = DEMO_KEY) =>
    answerOf(CustomDomainResponse, await call('GET', OWNER_DOMAIN_PATH, key)).domain
  const setDomain = (domain: unknown, key = DEMO_KEY) => call('POST', OWNER_DOMAIN_PATH, key, { domain })
  const check = (key = DEMO_KEY) => call('POST', OWNER_DOMAIN_CHECK_PATH, key)
  const ask = async (domain: string) =>
    (await ctx.app.inject({ url: `${TLS_ASK_PATH}?domain=${encodeURIComponent(domain)}` })).statusCode
  const pageAt = (host: string) => ctx.app.inject({ url: '/', headers: { host } })
  const paths = (response: { json(): unknown }) =>
    (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path)

  it('asks for the owner key or session', async () => {
    expect((await ctx.app.inject({ url: OWNER_DOMAIN_PATH })).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ method: 'POST', url: OWNER_DOMAIN_PATH, payload: { domain: 'a.example' } })).statusCode,
    ).toBe(401)
  })

  it('refuses what is not a host name, and the platform’s own names, at body.domain', async () => {
    for (const domain of [
      '',
      'localhost',
      '192.168.1.10',
      'https://shop.example.com',
      'shop..example.com',
      '-shop.example.com',
      'shop example.com',
      42,
    ]) {
      const response = await setDomain(domain)
      expect(response.statusCode, String(domain)).toBe(400)
      expect(paths(response)).toEqual(['body.domain'])
    }
    for (const domain of ['vitrine.test', 'acme.vitrine.test', 'www.vitrine.test']) {
      const response = await setDomain(domain)
      expect(response.statusCode, domain).toBe(400)
      expect(paths(response)).toEqual(['body.domain'])
    }
    expect(await domainOf()).toBeNull()
  })

  it('keeps a new domain pending, with the CNAME to add, and serves nothing there yet', async () => {
    const response = await setDomain(' Shop.Kesar.Example. ')
    expect(response.statusCode, response.body).toBe(200)
    expect(answerOf(CustomDomainResponse, response).domain).toEqual({
      domain: 'shop.kesar.example',
      status: 'pending',
      record: { type: 'CNAME', name: 'shop.kesar.example', value: 'vitrine.test' },
      checkedAt: null,
      found: [],
    })
    expect((await pageAt('shop.kesar.example')).statusCode).toBe(404)
    expect(await ask('shop.kesar.example')).toBe(404)
  })

  it('stays pending while the CNAME is missing or elsewhere, and verifies once it points at the platform', async () => {
    let domain = answerOf(CustomDomainResponse, await check()).domain!
    expect(domain).toMatchObject({ status: 'pending', found: [] })
    expect(domain.checkedAt).not.toBeNull()

    testDns.dns.cnames.set('shop.kesar.example', 'some-other-host.example')
    domain = answerOf(CustomDomainResponse, await check()).domain!
    expect(domain).toMatchObject({ status: 'pending', found: ['some-other-host.example'] })
    expect((await pageAt('shop.kesar.example')).statusCode).toBe(404)

    testDns.dns.cnames.set('shop.kesar.example', 'Vitrine.test')
    domain = answerOf(CustomDomainResponse, await check()).domain!
    expect(domain).toMatchObject({ status: 'verified', found: ['vitrine.test'] })
    const page = await pageAt('shop.kesar.example')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Kesar Kitchen')
    // A Host header with www. and a port names the same domain.
    expect((await pageAt('www.shop.kesar.example:443')).statusCode).toBe(200)
  })

  it('answers the TLS ask 200 only for a verified domain or an existing site’s subdomain', async () => {
    expect(await ask('shop.kesar.example')).toBe(200)
    expect(await ask('demo.vitrine.test')).toBe(200)
    expect(await ask('acme.vitrine.test')).toBe(200)
    expect(await ask('nobody.vitrine.test')).toBe(404)
    expect(await ask('unknown.example')).toBe(404)
    expect(await ask('bad_name.vitrine.test')).toBe(404)
    expect((await ctx.app.inject({ url: TLS_ASK_PATH })).statusCode).toBe(400)
  })

  it('gives one domain to one site: another site cannot claim it, see it, check it or remove it', async () => {
    for (const domain of ['shop.kesar.example', 'www.shop.kesar.example']) {
      const response = await setDomain(domain, ACME_KEY)
      expect(response.statusCode, domain).toBe(409)
      expect(response.json()).toMatchObject({ code: 'DOMAIN_TAKEN' })
      expect(paths(response)).toEqual(['body.domain'])
    }
    expect(await domainOf(ACME_KEY)).toBeNull()
    expect((await check(ACME_KEY)).statusCode).toBe(404)
    expect((await call('POST', OWNER_DOMAIN_REMOVE_PATH, ACME_KEY)).statusCode).toBe(200)
    expect(await domainOf()).toMatchObject({ domain: 'shop.kesar.example', status: 'verified' })

    // Acme's own domain, verified through its subdomain, serves acme and not demo.
    testDns.dns.cnames.set('acme.example', 'acme.vitrine.test')
    expect((await setDomain('acme.example', ACME_KEY)).statusCode).toBe(200)
    expect(answerOf(CustomDomainResponse, await check(ACME_KEY)).domain?.status).toBe('verified')
    expect((await pageAt('acme.example')).body).not.toContain('Kesar Kitchen')
    expect((await pageAt('shop.kesar.example')).body).toContain('Kesar Kitchen')
  })

  it('stops serving a domain whose record is gone; the same domain set again keeps its state', async () => {
    testDns.dns.cnames.delete('acme.example')
    expect(answerOf(CustomDomainResponse, await check(ACME_KEY)).domain?.status).toBe('pending')
    expect(await ask('acme.example')).toBe(404)
    expect(answerOf(CustomDomainResponse, await setDomain('shop.kesar.example')).domain?.status).toBe('verified')
  })

  it('answers 503 and changes nothing when the DNS server cannot answer', async () => {
    testDns.dns.cnames.set('shop.kesar.example', 'somewhere-else.example')
    testDns.dns.failing.add('shop.kesar.example')
    const before = await domainOf()
    const response = await check()
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'DNS_UNAVAILABLE' })
    expect(await domainOf()).toEqual(before)
    expect((await pageAt('shop.kesar.example')).statusCode).toBe(200)
    testDns.dns.failing.clear()
    testDns.dns.cnames.set('shop.kesar.example', 'vitrine.test')
  })

  it('starts a different domain pending, and removing it stops serving it', async () => {
    testDns.dns.cnames.set('order.kesar.example', 'vitrine.test')
    expect(answerOf(CustomDomainResponse, await setDomain('order.kesar.example')).domain?.status).toBe('pending')
    expect((await pageAt('shop.kesar.example')).statusCode).toBe(404)
    expect(answerOf(CustomDomainResponse, await check()).domain?.status).toBe('verified')
    expect((await pageAt('order.kesar.example')).statusCode).toBe(200)

    const removed = await call('POST', OWNER_DOMAIN_REMOVE_PATH)
    expect(answerOf(CustomDomainResponse, removed).domain).toBeNull()
    expect(await domainOf()).toBeNull()
    expect((await pageAt('order.kesar.example')).statusCode).toBe(404)
    expect(await ask('order.kesar.example')).toBe(404)
    expect((await check()).statusCode).toBe(404)
    // The name is free again for another site.
    expect((await setDomain('order.kesar.example', ACME_KEY)).statusCode).toBe(200)
  })
})
