import { describe, expect, it } from 'vitest'
import { OWNER_PAGE_PATH, OWNER_PREVIEW_LINK_PATH } from '../../../contract/owner.js'
import { PAGE_PATH, type Section } from '../../../contract/page.js'
import { demoSections } from '../../../contract/demo/demo-page.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { testSection } from '../../../contract/testing/test-section.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-0123456789'
const OTHER_KEY = 'acme-owner-key-0123456789'
const owner = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })

const hero = (title: string): Section => ({
  _id: 'hero',
  name: 'Main Header',
  status: 'shown',
  viewMode: 'both',
  indexPosition: 0,
  values: [
    { key: 'Logo Text', value: 'Kesar Kitchen' },
    { key: 'Title', value: title },
  ],
})

describe.each(testDatabases)('owner API on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${OTHER_KEY}` } })

  const livePage = async () => (await ctx.app.inject({ url: '/', headers: { host: 'demo.localhost' } })).body

  it('refuses calls without a key or with a wrong one', async () => {
    const none = await ctx.app.inject({ method: 'PUT', url: OWNER_PAGE_PATH, payload: { sections: [] } })
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('NO_TOKEN')
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner('not-the-key-at-all-000'),
      payload: { sections: [] },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('TOKEN_INVALID')
  })

  it('refuses a key of a site that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner(OTHER_KEY),
      payload: { sections: [] },
    })
    expect(response.statusCode).toBe(404)
  })

  it('refuses invalid content with every error path and keeps the live page', async () => {
    expect(await livePage()).toContain('Kesar Kitchen')
    const before = await livePage()
    const bad: Section[] = [
      { ...hero(''), values: [{ key: 'Logo Text', value: 'x' }] },
      { _id: 'x', name: 'Marquee', status: 'shown', viewMode: 'both', indexPosition: 1, values: [] },
      { ...hero('Fine'), _id: 'hero' },
    ]
    const response = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner(),
      payload: { sections: bad },
    })
    expect(response.statusCode).toBe(400)
    const paths = errorPaths(response)
    expect(paths).toEqual(['body.sections.0.values.Title', 'body.sections.1.name', 'body.sections.2._id'])
    expect(await livePage()).toBe(before)
  })

  it('refuses a Button Link a browser would read as another site (a tab or newline after the slash)', async () => {
    const before = await livePage()
    const cta = (link: string): Section =>
      testSection(
        'Final CTA',
        [
          ['Title', 'Order today'],
          ['Button Text', 'Go'],
          ['Button Link', link],
        ],
        { _id: 'cta', indexPosition: 1 },
      )
    for (const link of ['/\t/evil.example', '/\n/evil.example', '//evil.example']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: OWNER_PAGE_PATH,
        headers: owner(),
        payload: { sections: [hero('Fine'), cta(link)] },
      })
      expect(response.statusCode, JSON.stringify(link)).toBe(400)
      expect(errorPaths(response)).toEqual(['body.sections.1.values.Button Link'])
    }
    expect(await livePage()).toBe(before)
  })

  it('refuses a body of the wrong shape with its path', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner(),
      payload: { sections: [{ name: 3 }] },
    })
    expect(response.statusCode).toBe(400)
    expect(errorPaths(response)).toContain('body.sections.0.name')
  })

  it("refuses a palette colour Settings would refuse, at the role's path, and keeps the live palette", async () => {
    const before = await livePage()
    for (const [role, colour] of [
      ['primary', 'url(javascript:alert(1))'],
      ['primary', 'red;background:url(https://evil.example/x.png)'],
      ['background', 'red'],
      ['bad role!', '#000000'],
    ]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: OWNER_PAGE_PATH,
        headers: owner(),
        payload: { sections: demoSections, colorPalette: { accent: '#abc', [role!]: colour } },
      })
      expect(response.statusCode, colour).toBe(400)
      expect(errorPaths(response)).toEqual([`body.colorPalette.${role}`])
    }
    expect(await livePage()).toBe(before)
  })

  it('publishes new content that is live at once, on the page and in the page call', async () => {
    const sections = demoSections.map((section) =>
      section.name === 'Main Header' ? hero('Diwali hampers are here') : section,
    )
    const response = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_PAGE_PATH,
      headers: owner(),
      payload: { sections, colorPalette: { primary: '#123456' } },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success', customRoute: '/', sections: sections.length })
    const html = await livePage()
    expect(html).toContain('Diwali hampers are here')
    expect(html).toContain('--color-primary:#123456')
    const call = await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo` })
    expect(call.json().websitePage.colorPalette).toEqual({ primary: '#123456' })
  })

  it('gives a signed preview link that renders the owner preview, and only with a valid signature', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: OWNER_PREVIEW_LINK_PATH,
      headers: { ...owner(), host: 'demo.localhost:8080' },
      payload: {},
    })
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(/^http:\/\/demo\.localhost:8080\/\?ownerPreview=\d{13}\.[\w-]{43}$/)
    const preview = await ctx.app.inject({
      url: url.replace('http://demo.localhost:8080', ''),
      headers: { host: 'demo.localhost:8080' },
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toBe('private, no-store')
    // The preview is rendered with the page (its draft, here none: the live page), not as a loader.
    expect(preview.body).toContain('Diwali hampers are here')
    expect(preview.body).toContain('"route":"preview"')
    expect(preview.body).toContain('"editMode":true')
    const forged = await ctx.app.inject({
      url: url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')).replace('http://demo.localhost:8080', ''),
      headers: { host: 'demo.localhost' },
    })
    expect(forged.body).not.toContain('"editMode":true')
    expect(forged.body).not.toContain('"route":"preview"')
    expect(forged.body).toContain('Diwali hampers are here')
  })
})
