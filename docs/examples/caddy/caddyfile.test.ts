import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TLS_ASK_PATH } from '../../../contract/custom-domain.js'
import { useTestApp } from '../../../server/test/app.js'
import { testDatabases } from '../../../server/test/databases.js'

/**
 * The Caddyfile that docs/operations/custom-domains.md quotes:
 * Caddy itself reads it when it is installed (`caddy adapt`), its `ask`
 * URL is Vitrine's TLS ask on the upstream it proxies to, and that URL
 * answers as Caddy expects.
 */
const file = join(import.meta.dirname, 'Caddyfile')
const caddyfile = readFileSync(file, 'utf8')
const ask = new URL(/^\s*ask (\S+)$/m.exec(caddyfile)![1]!)
const upstream = /^\s*reverse_proxy (\S+)$/m.exec(caddyfile)![1]!

const caddyInstalled = (() => {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
if (!caddyInstalled) console.log('caddy is not installed: the Caddyfile is checked without Caddy reading it')

describe('the Caddyfile of the operations guide', () => {
  it('asks Vitrine’s TLS ask on the Vitrine it proxies to', () => {
    expect(ask.pathname).toBe(TLS_ASK_PATH)
    expect(ask.host).toBe(upstream)
  })

  it.skipIf(!caddyInstalled)('is read by Caddy as on-demand TLS with that ask, in front of Vitrine', () => {
    const config = JSON.parse(
      execFileSync('caddy', ['adapt', '--config', file, '--adapter', 'caddyfile'], { encoding: 'utf8' }),
    )
    expect(config.apps.tls.automation.on_demand.ask).toBe(ask.href)
    expect(config.apps.tls.automation.policies).toEqual([{ on_demand: true }])
    const [server] = Object.values(config.apps.http.servers) as {
      routes: { handle: { upstreams: { dial: string }[] }[] }[]
    }[]
    expect(server!.routes[0]!.handle[0]!.upstreams).toEqual([{ dial: upstream }])
  })

  describe.each(testDatabases)('its ask URL on $name', (kind) => {
    const ctx = useTestApp(kind, { env: { SITE_DOMAIN: 'vitrine.test' } })
    const answer = async (domain: string) =>
      (await ctx.app.inject({ url: `${ask.pathname}?domain=${encodeURIComponent(domain)}` })).statusCode

    it('answers 200 for a site this Vitrine serves and 404 for any other host', async () => {
      expect(await answer('demo.vitrine.test')).toBe(200)
      expect(await answer('nobody.vitrine.test')).toBe(404)
      expect(await answer('not-ours.example')).toBe(404)
    })
  })
})
