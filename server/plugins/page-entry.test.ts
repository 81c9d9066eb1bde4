import { describe, expect, it } from 'vitest'
import { inlineSourceHashes } from '../render/inline-sources.js'
import { useTestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'

/** The page data a rendered page hands its script. */
function pageData(html: string): Record<string, unknown> {
  const json = /<script id="vitrine-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null') as Record<string, unknown>
}

describe.each(testDatabases)('the script a page goes out with on $name', (kind) => {
  const context = useTestApp(kind)

  it.each([
    ['/', 200],
    ['/chat', 200],
    ['/no-such-page', 404],
  ])('%s: the boot script, no React app, and only what the boot script needs', async (url, status) => {
    const response = await context.app.inject({ url, headers: { host: 'demo.localhost' } })
    expect(response.statusCode).toBe(status)
    expect(response.body).toContain('src="/src/boot/boot.ts"')
    expect(response.body).not.toContain('entry-client')
    // No inline executable script: `script-src 'self'` holds.
    expect(inlineSourceHashes(response.body).scripts).toEqual([])
    const data = pageData(response.body)
    expect(Object.keys(data).sort()).toEqual(['chat', 'editMode', 'route', 'siteId', 'strings', 'subdomain'])
    expect(response.body).not.toContain('"websitePage"')
    expect(data.strings).toMatchObject({ chat: { openChat: 'Open chat' }, contact: { title: 'Get in touch' } })
    expect(data.chat).toEqual(status === 200 ? expect.objectContaining({ allowedAllActions: true }) : null)
  })

  it('the home page still carries every section, rendered with the controls the boot script runs', async () => {
    const response = await context.app.inject({ url: '/', headers: { host: 'demo.localhost' } })
    expect(response.body).toContain('Masalas ground on Tuesday')
    expect(response.body).toMatch(
      /<button[^>]*data-disclosure=""[^>]*data-show-label="Show details for Spice blends, pickles and sweets"/,
    )
    expect(response.body).toMatch(/<button[^>]*aria-haspopup="dialog" data-contact=""/)
  })

  it('/owner: the React app with its whole app data', async () => {
    const response = await context.app.inject({ url: '/owner', headers: { host: 'demo.localhost' } })
    expect(response.body).toContain('src="/src/entry-client.tsx"')
    expect(response.body).not.toContain('src="/src/boot/boot.ts"')
    expect(pageData(response.body)).toMatchObject({ route: 'owner', page: null, customRoute: '/' })
  })
})
