import {
  SIGNUP_CREATE_PATH,
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_VERIFY_OTP_PATH,
  type CreateSiteBody,
} from '../../contract/signup.js'
import { testCode, testPhone } from '../../server/modules/auth/test-helpers.js'
import type { LoadHttp } from './http.js'

/**
 * Makes a site through the real sign-up calls (test number `phoneIndex`); the bench's owner key then names it. Each
 * sign-up comes from a network of its own (`X-Forwarded-For`, which nginx passes on and the processes trust from
 * loopback), as different businesses' do: sign-up allows 10 sites a day from one network.
 */
export async function createSite(http: LoadHttp, subdomain: string, phoneIndex: number): Promise<void> {
  // The front door's host and origin (the bare `SITE_DOMAIN`), as the `/start` page sends them.
  const frontDoor = { host: 'localhost', origin: 'http://localhost', 'x-forwarded-for': `10.0.0.${phoneIndex % 250}` }
  const phone = testPhone(phoneIndex)
  const sent = await http.call('POST', SIGNUP_SEND_OTP_PATH, phone, frontDoor)
  if (sent.status !== 200)
    throw new Error(`sign-up of ${subdomain}: send code ${sent.status} ${JSON.stringify(sent.body)}`)
  const verified = await http.call<{ ticket: string }>(
    'POST',
    SIGNUP_VERIFY_OTP_PATH,
    { ...phone, otp: testCode(phoneIndex) },
    frontDoor,
  )
  if (verified.status !== 200) throw new Error(`sign-up of ${subdomain}: verify ${verified.status}`)
  const body: CreateSiteBody = {
    ticket: verified.body.ticket,
    businessName: `Load ${subdomain}`,
    kind: 'home-kitchen',
    city: 'Pune',
    subdomain,
    templateSlug: 'product-v1',
    palette: 'peacock',
  }
  const created = await http.call('POST', SIGNUP_CREATE_PATH, body, frontDoor)
  if (created.status !== 200)
    throw new Error(`sign-up of ${subdomain}: ${created.status} ${JSON.stringify(created.body)}`)
}

/** `OTP_TEST_NUMBERS` for test numbers 0..count-1 (`testPhone(i)` signs in with `testCode(i)`). */
export function testNumbers(count: number): string {
  return Array.from({ length: count }, (_, index) => `+91${testPhone(index).phoneNumber}:${testCode(index)}`).join(',')
}
