import { describe, expect, it } from 'vitest'
import { CODE_REFUSAL, SEND_OTP_PATH } from '../../../contract/auth.js'
import { OWNER_SEND_OTP_PATH } from '../../../contract/owner-auth.js'
import { SIGNUP_SEND_OTP_PATH } from '../../../contract/signup.js'
import { useTestApp, type TestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { FRONT_DOOR } from '../signup/test-helpers.js'
import { randomIp, TEST_NUMBERS_ENV, testPhone } from './test-helpers.js'

const sendCode = (app: TestApp, phone: { countryCode: string; phoneNumber: string }, headers = {}) =>
  app.inject({
    method: 'POST',
    url: SEND_OTP_PATH,
    payload: { ...phone, subdomain: 'demo' },
    headers,
    remoteAddress: randomIp(),
  })

/** Numbers no code may go to under the default setting (India only), with the reason given. */
const REFUSED = [
  { name: 'an international network number (+882)', countryCode: '+882', phoneNumber: '1234567890', reason: 'country' },
  { name: 'a satellite phone (+881)', countryCode: '+881', phoneNumber: '612345678', reason: 'country' },
  { name: 'a Russian mobile (+7)', countryCode: '+7', phoneNumber: '9161234567', reason: 'country' },
  { name: 'a Maldives mobile (+960)', countryCode: '+960', phoneNumber: '7771234', reason: 'country' },
  { name: 'a UK premium-rate number (+44 909)', countryCode: '+44', phoneNumber: '9091234567', reason: 'premium' },
  { name: 'a US premium-rate number (+1 900)', countryCode: '+1', phoneNumber: '9005551234', reason: 'premium' },
  { name: 'an Indian toll-free number', countryCode: '+91', phoneNumber: '1800123456', reason: 'notMobile' },
] as const
const CODES = {
  country: CODE_REFUSAL.countryNotAllowed,
  premium: CODE_REFUSAL.premiumNumber,
  notMobile: CODE_REFUSAL.notMobile,
}

describe.each(testDatabases)('where one-time codes may go, on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })

  it.each(REFUSED)('refuses $name, saying why', async ({ countryCode, phoneNumber, reason }) => {
    const response = await sendCode(ctx.app, { countryCode, phoneNumber })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe(CODES[reason])
    expect(body.errors).toEqual([{ path: 'body.phoneNumber', message: body.message }])
    const stored = await ctx.database.db.selectFrom('otpChallenges').where('phoneNumber', '=', phoneNumber).execute()
    expect(stored).toEqual([])
  })

  it('words the refusal in the language of the reader', async () => {
    const response = await sendCode(
      ctx.app,
      { countryCode: '+960', phoneNumber: '7771234' },
      { 'accept-language': 'hi' },
    )
    expect(response.json().message).toBe(
      'इस देश के नंबरों पर अभी कोड नहीं भेजे जा सकते। कृपया किसी ऐसे देश का मोबाइल नंबर डालें जहाँ हम सेवा देते हैं।',
    )
  })

  it('still sends a code to an Indian mobile, and to a test number', async () => {
    expect((await sendCode(ctx.app, { countryCode: '+91', phoneNumber: '9829012345' })).json()).toEqual({
      message: 'success',
    })
    expect((await sendCode(ctx.app, testPhone(1))).statusCode).toBe(200)
  })

  it('refuses the owner sign-in and the sign-up the same way', async () => {
    const owner = await ctx.app.inject({
      method: 'POST',
      url: OWNER_SEND_OTP_PATH,
      headers: { host: 'demo.localhost', origin: 'http://demo.localhost' },
      payload: { countryCode: '+881', phoneNumber: '612345678' },
      remoteAddress: randomIp(),
    })
    expect(owner.statusCode).toBe(400)
    expect(owner.json().code).toBe(CODE_REFUSAL.countryNotAllowed)
    const signup = await ctx.app.inject({
      method: 'POST',
      url: SIGNUP_SEND_OTP_PATH,
      headers: FRONT_DOOR,
      payload: { countryCode: '+44', phoneNumber: '9091234567' },
      remoteAddress: randomIp(),
    })
    expect(signup.statusCode).toBe(400)
    expect(signup.json().code).toBe(CODE_REFUSAL.premiumNumber)
  })
})

describe.each(testDatabases)('other countries allowed by OTP_ALLOWED_COUNTRIES, on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OTP_ALLOWED_COUNTRIES: 'IN,GB,US' } })

  it('sends to a mobile of an allowed country', async () => {
    expect((await sendCode(ctx.app, { countryCode: '+44', phoneNumber: '7400123456' })).statusCode).toBe(200)
    expect((await sendCode(ctx.app, { countryCode: '+1', phoneNumber: '4155550123' })).statusCode).toBe(200)
  })

  it('refuses premium-rate and shared-cost numbers in an allowed country', async () => {
    for (const phoneNumber of ['9091234567', '8712345678']) {
      const response = await sendCode(ctx.app, { countryCode: '+44', phoneNumber })
      expect(response.json().code).toBe(CODE_REFUSAL.premiumNumber)
    }
    expect((await sendCode(ctx.app, { countryCode: '+1', phoneNumber: '9005551234' })).json().code).toBe(
      CODE_REFUSAL.premiumNumber,
    )
  })

  it('refuses a country still not listed', async () => {
    expect((await sendCode(ctx.app, { countryCode: '+7', phoneNumber: '9161234567' })).json().code).toBe(
      CODE_REFUSAL.countryNotAllowed,
    )
  })
})
