import { describe, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import { PAGE_PATH, PageResponse } from '../../../contract/page.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'

describe.each(testDatabases)('the page call on $name', (kind) => {
  const ctx = useTestApp(kind)

  it('answers the demo page in the shape of §7', async () => {
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
    for (const name of ['Main Header', 'Section 1', 'Section 1 Card', 'Section 2', 'Section 2 Card', 'Section 3', 'Section 3 Card', 'Final CTA', 'Contact']) {
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
})
