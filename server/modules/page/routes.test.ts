import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import { OWNER_PAGE_PATH } from '../../../contract/owner.js'
import { PAGE_PATH, PageResponse } from '../../../contract/page.js'
import { demoSections } from '../../../contract/demo/demo-page.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'

const DEMO_KEY = 'demo-owner-key-0123456789'

describe.each(testDatabases)('the page call on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY}` } })
  const call = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/`, headers })

  it('answers the demo page in the page call shape', async () => {
    const response = await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/` })
    expect(response.statusCode).toBe(200)
    const decoded = decode(PageResponse, response.json(), 'response')
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    const page = decoded.value
    expect(page.message).toBe('success')
    expect(page.isPremium).toBe(false)
    expect(page.websitePage.templateSlug).toBe('product-v1')
    const names = page.websitePage.sections.map((section) => section.name)
    for (const name of [
      'Main Header',
      'Section 1',
      'Section 1 Card',
      'Section 2',
      'Section 2 Card',
      'Section 3',
      'Section 3 Card',
      'Final CTA',
      'Contact',
    ]) {
      expect(names).toContain(name)
    }
    // The demo has a hidden section: it is not sent to visitors at all.
    expect(page.websitePage.sections.some((section) => section.status === 'hide')).toBe(false)
    expect(JSON.stringify(page)).not.toContain('Monsoon pakora box')
    expect(page.websitePage.sections.some((section) => section.viewMode === 'mobile')).toBe(true)
    expect(page.installedWidgets.chatWidget?.topics.length).toBeGreaterThan(0)
  })

  it('treats a missing custom route as /', async () => {
    const response = await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=DEMO` })
    expect(response.statusCode).toBe(200)
  })

  it('answers 404 with a message for an unknown site or route', async () => {
    const site = await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=nobody` })
    expect(site.statusCode).toBe(404)
    expect(site.json()).toEqual({ message: 'Website not found', code: 'NOT_FOUND' })
    const route = await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/nowhere` })
    expect(route.statusCode).toBe(404)
    expect(route.json().message).toBe('Page not found')
  })

  it('answers 400 with the field path when the query is incomplete', async () => {
    const response = await ctx.app.inject({ url: PAGE_PATH })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: 'query.subdomain', message: 'expected string' }])
  })

  it('carries an ETag, and answers 304 without a body to a client that has it', async () => {
    const first = await call()
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await call({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect((await call({ 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200)
  })

  it('sends the same JSON brotli- or gzip-compressed, under the same ETag', async () => {
    const plain = await call()
    const br = await call({ 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await call({ 'accept-encoding': 'gzip' })
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip'])
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1)
    expect(br.headers.vary).toBe('accept-encoding')
  })

  it('answers the new page, under a new ETag, right after a publish', async () => {
    const before = await call()
    const sections = demoSections.map((section) =>
      section.name === 'Main Header'
        ? {
            ...section,
            values: section.values.map((v) => (v.key === 'Title' ? { ...v, value: 'Published just now' } : v)),
          }
        : section,
    )
    const published = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: { sections },
    })
    expect(published.statusCode).toBe(200)
    const after = await call({ 'if-none-match': before.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('Published just now')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
