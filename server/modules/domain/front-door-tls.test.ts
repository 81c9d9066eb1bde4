import { describe, expect, it } from 'vitest'
import { TLS_ASK_PATH } from '../../../contract/custom-domain.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'

describe.each(testDatabases)("the front door's certificate in production on $name", (kind) => {
  // Production, no demo site: nothing answers on the bare SITE_DOMAIN but the sign-up page.
  const ctx = useTestApp(kind, {
    env: { NODE_ENV: 'production', SITE_DOMAIN: 'vitrine.test', SECRETS_KEY: 'ab'.repeat(32) },
    app: { seed: false },
  })
  const ask = async (domain: string) =>
    (await ctx.app.inject({ url: `${TLS_ASK_PATH}?domain=${encodeURIComponent(domain)}` })).statusCode

  it('answers the TLS ask 200 for the bare SITE_DOMAIN (it serves /start), 404 for what nothing serves', async () => {
    expect((await ctx.app.inject({ url: '/start', headers: { host: 'vitrine.test' } })).statusCode).toBe(200)
    expect(await ask('vitrine.test')).toBe(200)
    expect(await ask('www.vitrine.test')).toBe(200)
    expect(await ask('Vitrine.Test.')).toBe(200)
    expect(await ask('demo.vitrine.test')).toBe(404)
    expect(await ask('nobody.vitrine.test')).toBe(404)
    expect(await ask('127.0.0.1')).toBe(404)
    expect(await ask('vitrine.test.evil.example')).toBe(404)
  })
})
