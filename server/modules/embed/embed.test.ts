import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_COOKIE, VerifyOtpResponse } from '../../../contract/auth.js'
import {
  EMBED_FRAME_PATH,
  EMBED_IDENTIFY_PATH,
  EMBED_LOADER_PATH,
  EMBED_MODE_HEADER,
  EmbedSettingsResponse,
  OWNER_EMBED_PATH,
  OWNER_EMBED_SECRET_PATH,
} from '../../../contract/embed.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { FRAME_FILE, LOADER_CACHE_CONTROL, LOADER_FILE } from './frame-routes.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-embed-0123456789'
const ACME_KEY = 'acme-owner-key-embed-0123456789'
const DEMO = { host: 'demo.vitrine.test' }
const ACME = { host: 'acme.vitrine.test' }
const HOST = 'https://shop.example.com'

/** A build with a loader and a frame page of its own (the real ones come from `npm run build`). */
async function fakeBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-embed-'))
  await fs.mkdir(path.join(dir, path.dirname(LOADER_FILE)), { recursive: true })
  await fs.mkdir(path.join(dir, path.dirname(FRAME_FILE)), { recursive: true })
  await fs.writeFile(path.join(dir, LOADER_FILE), 'var SITE="__VITRINE_SITE__";boot(SITE)')
  await fs.writeFile(path.join(dir, FRAME_FILE), '<html><head><!--embed-data--></head><body></body></html>')
  return dir
}

const sign = (secret: string, claims: { aud: string | string[]; iat: number; exp: number; phone?: unknown }) =>
  new SignJWT(claims.phone === undefined ? {} : { phone: claims.phone })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(claims.aud)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret))

describe.each(testDatabases)('the widget on other websites on $name', (kind) => {
  const options = {
    env: { SITE_DOMAIN: 'vitrine.test', OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`, SECRETS_KEY: '5'.repeat(64) },
    app: {} as { distDir?: string },
  }
  beforeAll(async () => {
    options.app.distDir = await fakeBuild()
  })
  const ctx = useTestApp(kind, options)
  const owner = (key: string, site: { host: string }) => ({ ...site, authorization: `Bearer ${key}` })
  let secret = ''
  let acmeSecret = ''

  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme', { widgetSettings: json({}) })
    const saved = await ctx.app.inject({
      method: 'POST',
      url: OWNER_EMBED_PATH,
      headers: owner(DEMO_KEY, DEMO),
      payload: { origins: [`${HOST}/`, 'http://127.0.0.1:4331'] },
    })
    expect(saved.statusCode).toBe(200)
    secret = EmbedSettingsResponse.encode(saved.json()).secret
    const acme = await ctx.app.inject({ url: OWNER_EMBED_PATH, headers: owner(ACME_KEY, ACME) })
    acmeSecret = (acme.json() as EmbedSettingsResponse).secret
  })

  it('keeps the owner’s origins normalised and refuses what is not an origin by its path', async () => {
    const read = await ctx.app.inject({ url: OWNER_EMBED_PATH, headers: owner(DEMO_KEY, DEMO) })
    expect(read.json()).toMatchObject({
      origins: [HOST, 'http://127.0.0.1:4331'],
      secret,
      subdomain: 'demo',
      loaderUrl: 'http://demo.vitrine.test/embed/v1.js',
    })
    for (const origin of ['http://shop.example.com', 'https://shop.example.com/path', 'shop', 'https://*.example.com'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: OWNER_EMBED_PATH,
            headers: owner(DEMO_KEY, DEMO),
            payload: { origins: [origin] },
          })
        ).json(),
      ).toMatchObject({ code: 'BAD_REQUEST', errors: [{ path: 'body.origins.0' }] })
    expect((await ctx.app.inject({ url: OWNER_EMBED_PATH, headers: DEMO })).statusCode).toBe(401)
    expect(acmeSecret).not.toBe(secret)
  })

  it('frames /embed only by the listed origins and tells the frame the host origin only when listed', async () => {
    const listed = await ctx.app.inject({
      url: `${EMBED_FRAME_PATH}?origin=${encodeURIComponent(HOST)}`,
      headers: DEMO,
    })
    expect(listed.statusCode).toBe(200)
    expect(listed.headers['content-security-policy']).toContain(`frame-ancestors ${HOST} http://127.0.0.1:4331`)
    expect(listed.headers['x-frame-options']).toBeUndefined()
    expect(listed.body).toContain(`"hostOrigin":"${HOST}"`)
    const other = await ctx.app.inject({ url: `${EMBED_FRAME_PATH}?origin=https://evil.example`, headers: DEMO })
    expect(other.body).toContain('"hostOrigin":null')
    const acme = await ctx.app.inject({ url: `${EMBED_FRAME_PATH}?origin=${encodeURIComponent(HOST)}`, headers: ACME })
    expect(acme.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const page = await ctx.app.inject({ url: '/', headers: DEMO })
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['x-frame-options']).toBe('DENY')
  })

  it('serves the loader with the site filled in, cacheable and loadable by any website', async () => {
    const loader = await ctx.app.inject({ url: EMBED_LOADER_PATH, headers: DEMO })
    expect(loader.statusCode).toBe(200)
    expect(loader.headers['cache-control']).toBe(LOADER_CACHE_CONTROL)
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(loader.body).toMatch(/^var SITE=\{"site":"demo","color":"[^"]+","label":"Open chat","title":"Chat"\};/)
    const again = await ctx.app.inject({
      url: EMBED_LOADER_PATH,
      headers: { ...DEMO, 'if-none-match': loader.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(
      (await ctx.app.inject({ url: EMBED_LOADER_PATH, headers: { host: 'nobody.vitrine.test' } })).statusCode,
    ).toBe(404)
  })

  it('identify signs in the phone of a valid token with the embed cookie, and refuses the rest', async () => {
    const now = Math.floor(Date.now() / 1000)
    const identify = (token: string, headers: Record<string, string> = DEMO) =>
      ctx.app.inject({ method: 'POST', url: EMBED_IDENTIFY_PATH, headers, payload: { token } })
    const valid = await sign(secret, { aud: 'demo', iat: now, exp: now + 300, phone: '+919876500001' })
    const ok = await identify(valid, { ...DEMO, [EMBED_MODE_HEADER]: '1' })
    expect(ok.statusCode).toBe(200)
    const answer = VerifyOtpResponse.encode(ok.json())
    expect(answer.customerData).toMatchObject({ countryCode: '+91', phoneNumber: '9876500001' })
    const cookie = String(ok.headers['set-cookie'])
    expect(cookie).toContain(`${REFRESH_COOKIE}=`)
    expect(cookie).toMatch(/SameSite=None/i)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/Partitioned/)
    const plain = await identify(await sign(secret, { aud: 'demo', iat: now, exp: now + 300, phone: '+919876500001' }))
    expect(String(plain.headers['set-cookie'])).toMatch(/SameSite=Lax/i)
    expect((await plain.json()).customerId).toBe(answer.customerId)

    const [head, , signature] = valid.split('.') as [string, string, string]
    const edited = Buffer.from(JSON.stringify({ aud: 'demo', iat: now, exp: now + 300, phone: '+919876500002' }))
    const refused = {
      edited: [head, edited.toString('base64url'), signature].join('.'),
      expired: await sign(secret, { aud: 'demo', iat: now - 600, exp: now - 60, phone: '+919876500001' }),
      otherSite: await sign(acmeSecret, { aud: 'acme', iat: now, exp: now + 300, phone: '+919876500001' }),
      otherAudience: await sign(secret, { aud: 'acme', iat: now, exp: now + 300, phone: '+919876500001' }),
      tooLong: await sign(secret, { aud: 'demo', iat: now, exp: now + 3600, phone: '+919876500001' }),
      noPhone: await sign(secret, { aud: 'demo', iat: now, exp: now + 300 }),
      garbage: 'not-a-token',
      // Dated ahead, it would live past its ten minutes.
      fromFuture: await sign(secret, { aud: 'demo', iat: now + 3600, exp: now + 3900, phone: '+919876500001' }),
      audiences: await sign(secret, { aud: ['demo', 'acme'], iat: now, exp: now + 300, phone: '+919876500001' }),
      ownAudienceInArray: await sign(secret, { aud: ['demo'], iat: now, exp: now + 300, phone: '+919876500001' }),
    }
    const codes = Object.fromEntries(
      await Promise.all(
        Object.entries(refused).map(async ([name, token]) => {
          const response = await identify(token)
          return [name, `${response.statusCode} ${(response.json() as { code: string }).code}`]
        }),
      ),
    )
    expect(codes).toEqual({
      edited: '401 IDENTIFY_INVALID',
      expired: '401 IDENTIFY_EXPIRED',
      otherSite: '401 IDENTIFY_INVALID',
      otherAudience: '401 IDENTIFY_INVALID',
      tooLong: '401 IDENTIFY_INVALID',
      noPhone: '401 IDENTIFY_INVALID',
      garbage: '401 IDENTIFY_INVALID',
      fromFuture: '401 IDENTIFY_INVALID',
      audiences: '401 IDENTIFY_INVALID',
      ownAudienceInArray: '401 IDENTIFY_INVALID',
    })
    // A host whose clock runs up to a minute ahead still signs people in.
    const skewed = await sign(secret, { aud: 'demo', iat: now + 50, exp: now + 350, phone: '+919876500001' })
    expect((await identify(skewed)).statusCode).toBe(200)
    expect((await identify(valid, ACME)).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ method: 'POST', url: EMBED_IDENTIFY_PATH, headers: DEMO, payload: {} })).json(),
    ).toMatchObject({ errors: [{ path: 'body.token' }] })
  })

  it('a renewed secret refuses tokens signed with the old one', async () => {
    const now = Math.floor(Date.now() / 1000)
    const old = await sign(secret, { aud: 'demo', iat: now, exp: now + 300, phone: '+919876500003' })
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: OWNER_EMBED_SECRET_PATH,
      headers: owner(DEMO_KEY, DEMO),
    })
    expect((renewed.json() as EmbedSettingsResponse).secret).not.toBe(secret)
    const answer = await ctx.app.inject({
      method: 'POST',
      url: EMBED_IDENTIFY_PATH,
      headers: DEMO,
      payload: { token: old },
    })
    expect(answer.statusCode).toBe(401)
  })
})
