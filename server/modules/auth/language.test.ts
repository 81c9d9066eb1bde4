import { describe, expect, it } from 'vitest'
import { CUSTOMER_LANGUAGE_PATH, SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth.js'
import {
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  type OwnerSettingsResponse,
} from '../../../contract/settings.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { randomIp, TEST_NUMBERS_ENV, testCode, testPhone } from './test-helpers.js'

const OWNER_KEY = 'demo-owner-key-languages-0123456789'

describe.each(testDatabases)('languages on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${OWNER_KEY}` } })

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { host: 'demo.localhost', ...headers } })

  it("renders the page chrome in the browser's language, with <html lang>", async () => {
    const hindi = await page('/no-such-page', { 'accept-language': 'ta-IN,hi-IN;q=0.9,en;q=0.5' })
    expect(hindi.statusCode).toBe(404)
    expect(hindi.body).toContain('<html lang="hi">')
    expect(hindi.body).toContain('ओह! पेज नहीं मिला')
    expect(hindi.headers.vary).toContain('accept-language')
    const english = await page('/no-such-page', { 'accept-language': 'en-GB' })
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('Oops! Page Not Found')
  })

  it('speaks Marathi, the third language, from its folder alone: the page chrome', async () => {
    const marathi = await page('/no-such-page', { 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' })
    expect(marathi.body).toContain('<html lang="mr">')
    expect(marathi.body).toContain('अरेरे! पेज सापडले नाही')
  })

  it('signs a Marathi reader in, stores their language and greets them in it', async () => {
    const phone = testPhone(22)
    const remoteAddress = randomIp()
    const headers = { 'accept-language': 'mr-IN' }
    const payload = { ...phone, subdomain: 'demo' }
    await ctx.app.inject({ method: 'POST', url: SEND_OTP_PATH, remoteAddress, headers, payload })
    const verify = (otp: string) =>
      ctx.app.inject({ method: 'POST', url: VERIFY_OTP_PATH, remoteAddress, headers, payload: { ...payload, otp } })
    expect((await verify('000000')).json().message).toBe('व्हेरिफिकेशन कोड चुकीचा आहे. कृपया पुन्हा प्रयत्न करा.')
    const verified = await verify(testCode(22))
    expect(verified.statusCode, verified.body).toBe(200)
    const { customerId } = verified.json() as { customerId: string }
    const customer = ctx.database.db.selectFrom('customers').select('language').where('id', '=', customerId)
    expect(await customer.executeTakeFirstOrThrow()).toEqual({ language: 'mr' })
    const messages = ctx.database.db.selectFrom('messages').select('message').where('customerId', '=', customerId)
    expect((await messages.execute()).map((row) => row.message)).toEqual([
      'Kesar Kitchen मध्ये तुमचे स्वागत आहे! आज आम्ही तुम्हाला काय मदत करू शकतो?',
    ])
  })

  it("prefers the reader's saved choice, and falls back to the site's default language", async () => {
    const chosen = await page('/no-such-page', { 'accept-language': 'hi-IN', cookie: 'vitrine_lang=en' })
    expect(chosen.body).toContain('<html lang="en">')
    const headers = { authorization: `Bearer ${OWNER_KEY}`, host: 'demo.localhost' }
    const settings = await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers })
    const profile = (settings.json() as OwnerSettingsResponse).profile
    expect(profile.defaultLanguage).toBe('en')
    const save = (defaultLanguage: string) =>
      ctx.app.inject({
        method: 'POST',
        url: OWNER_SETTINGS_PROFILE_PATH,
        headers,
        payload: { ...profile, defaultLanguage },
      })
    expect((await save('fr')).json().errors[0].path).toContain('defaultLanguage')
    const saved = await save('hi')
    expect(saved.statusCode, saved.body).toBe(200)
    try {
      const byDefault = await page('/no-such-page', { 'accept-language': 'ta-IN' })
      expect(byDefault.body).toContain('<html lang="hi">')
    } finally {
      await save('en')
    }
  })

  it('stores the language a customer signs in reading, greets them in it, and stores a switch', async () => {
    const phone = testPhone(21)
    const remoteAddress = randomIp()
    const headers = { 'accept-language': 'hi-IN,hi;q=0.9' }
    const sent = await ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      remoteAddress,
      headers,
      payload: { ...phone, subdomain: 'demo' },
    })
    expect(sent.statusCode).toBe(200)
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: VERIFY_OTP_PATH,
      remoteAddress,
      headers,
      payload: { ...phone, otp: '000000', subdomain: 'demo' },
    })
    expect(wrong.json().message).toBe('वेरिफ़िकेशन कोड गलत है। कृपया दोबारा कोशिश करें।')
    const verified = await ctx.app.inject({
      method: 'POST',
      url: VERIFY_OTP_PATH,
      remoteAddress,
      headers,
      payload: { ...phone, otp: testCode(21), subdomain: 'demo' },
    })
    expect(verified.statusCode).toBe(200)
    const { customerId, token } = verified.json() as { customerId: string; token: string }
    const language = () =>
      ctx.database.db.selectFrom('customers').select('language').where('id', '=', customerId).executeTakeFirstOrThrow()
    expect(await language()).toEqual({ language: 'hi' })
    const messages = await ctx.database.db.selectFrom('messages').select('message').where('customerId', '=', customerId)
    expect((await messages.execute()).map((row) => row.message)).toEqual([
      'Kesar Kitchen में आपका स्वागत है! आज हम आपकी क्या मदद कर सकते हैं?',
    ])

    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: CUSTOMER_LANGUAGE_PATH,
        headers: { authorization: `Bearer ${token}` },
        payload,
      })
    expect((await put({ language: 'en' })).statusCode).toBe(200)
    expect(await language()).toEqual({ language: 'en' })
    const refused = await put({ language: 'fr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors[0].path).toBe('body.language')
    const anonymous = await ctx.app.inject({ method: 'PUT', url: CUSTOMER_LANGUAGE_PATH, payload: { language: 'hi' } })
    expect(anonymous.statusCode).toBe(401)
  })
})
