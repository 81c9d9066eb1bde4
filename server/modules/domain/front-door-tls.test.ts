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
    const hosts = ['vitrine.test', 'www.vitrine.test', 'Vitrine.Test.', 'demo.vitrine.test', 'nobody.vitrine.test']
    const answers = await Promise.all([...hosts, '127.0.0.1', 'vitrine.test.evil.example'].map(ask))
    expect(answers).toEqual([200, 200, 200, 404, 404, 404, 404])
  })
})
