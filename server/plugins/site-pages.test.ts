import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'

/** The AppData a rendered page hands its client. */
function appData(html: string): { route: string; page: unknown; subdomain: string | null } {
  const json = /<script id="vitrine-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null') as { route: string; page: unknown; subdomain: string | null }
}

describe.each(testDatabases)('the owner inbox route on $name', (kind) => {
  const context = useTestApp(kind)

  it.each(['/owner', '/owner/'])(
    "%s serves the owner shell of the host's site: title, loading state, no page, not indexed",
    async (url) => {
      const response = await context.app.inject({ url, headers: { host: 'demo.localhost' } })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Owner inbox</title>')
      expect(response.body).toContain('<meta name="robots" content="noindex">')
      expect(response.body).toContain('Loading the inbox…')
      expect(response.body).toMatch(/<noscript>.*needs JavaScript/s)
      // The owner shell carries no published page, hence no widget settings: the widget cannot load there.
      expect(appData(response.body)).toMatchObject({ route: 'owner', page: null, subdomain: 'demo' })
      // The site's own page is not what is served.
      expect(response.body).not.toContain('Masalas ground on Tuesday')
    },
  )

  it('allows what the owner app needs in its page policy: same-origin socket, uploaded images', async () => {
    const response = await context.app.inject({ url: '/owner', headers: { host: 'demo.localhost:8080' } })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toMatch(/connect-src 'self' ws:\/\/demo\.localhost:8080 wss:\/\/demo\.localhost:8080/)
    expect(policy).toMatch(/img-src 'self'/)
    expect(policy).toMatch(/media-src 'self'/)
    expect(policy).toMatch(/frame-ancestors 'none'/)
  })

  it('answers 404 for a host that is no site', async () => {
    const response = await context.app.inject({ url: '/owner', headers: { host: 'nobody.localhost' } })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Oops! Page Not Found')
  })
})
