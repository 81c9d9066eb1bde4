import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUSINESS_TIME_ZONE, formatDateTime, formatRupees } from '../../../contract/format.js'
import { LANGUAGE_COOKIE, type Language } from '../../../contract/language.js'
import { OWNER_EMAIL_SETTINGS_PATH } from '../../../contract/owner-email.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { eventually, startLocalSmtp, type LocalSmtp } from '../../test/smtp-server.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { demoItemIds, jaipurAddress, orderCalls } from '../order/test-helpers.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn, addDemoOwner, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { sendDailyDigests } from './daily-digest.js'
import { smtpMailer } from './mailer.js'

/** The second owner of the demo site signs in with this test number. */
const SECOND_OWNER = 37

describe.each(testDatabases)("owners' e-mails in the language they saved their choices in on $name", (kind) => {
  let smtp: LocalSmtp
  let asha: OwnerSignedIn
  let ravi: OwnerSignedIn
  const calls = orderCalls(() => ctx.app)
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))

  /** Settings › E-mail saved from an owner app in `language` (the cookie its language switch sets). */
  const saveEmail = async (owner: OwnerSignedIn, address: string, language: Language) => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_EMAIL_SETTINGS_PATH,
      headers: { ...owner.headers, cookie: `${owner.headers.cookie}; ${LANGUAGE_COOKIE}=${language}` },
      payload: { address, newOrders: true, dailyDigest: true },
    })
    expect(saved.statusCode).toBe(200)
  }

  const ctx = useTestApp(kind, async () => {
    smtp = await startLocalSmtp()
    const env = { OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}` }
    return { env: { ...env, SMTP_URL: smtp.url } }
  })
  beforeAll(async () => {
    asha = await ownerSignIn(ctx.app)
    ravi = await addDemoOwner(ctx.app, SECOND_OWNER, 'Ravi')
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('e-mails a new order in Hindi to the owner who saved in Hindi, in English to the other', async () => {
    await saveEmail(asha, 'asha@example.com', 'hi')
    await saveEmail(ravi, 'ravi@example.com', 'en')
    const customer = await signIn(ctx.app, 22)
    const ids = await demoItemIds(ctx.app)
    const [home] = await calls.addAddress(customer, jaipurAddress())
    const item = { _id: ids['ghevar'], selectedVariant: { _id: 'var-ghevar-plain-6in' }, quantity: 1 }
    const [order] = (await calls.created(customer, [item], { address: home })).orders
    await eventually(() => mailTo('asha@example.com').length > 0 && mailTo('ravi@example.com').length > 0)
    const [hindi] = mailTo('asha@example.com')
    const [english] = mailTo('ravi@example.com')
    expect(hindi!.subject).toMatch(new RegExp(`^नया ऑर्डर ${order!.orderId} · `))
    expect(hindi!.subject).toContain(formatRupees(order!.finalAmount, 'hi-IN'))
    expect(hindi!.text).toContain(`ऑर्डर ${order!.orderId} किया: Jaipuri Ghevar`)
    expect(hindi!.text).toContain('इसे अपने ओनर ऐप में खोलें')
    expect(hindi!.text).toContain('सेटिंग्स › ईमेल')
    expect(english!.subject).toMatch(new RegExp(`^New order ${order!.orderId} · `))
    expect(english!.text).toContain('Open it in your owner app')
  })

  it('writes the daily digest in each owner’s language, its times in that language', async () => {
    smtp.received.length = 0
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const waiting = await ctx.database.db
      .insertInto('customers')
      .values({ siteId: site!.id, countryCode: '+91', phoneNumber: '9877700132', name: 'Meera' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const at = new Date('2030-11-21T01:00:00Z')
    await ctx.database.db
      .insertInto('messages')
      .values({
        siteId: site!.id,
        customerId: waiting.id,
        sender: 'user',
        senderId: waiting.id,
        type: 'text',
        message: 'Is the thali available tomorrow?',
        createdAt: at,
      })
      .execute()
    const deps = {
      db: ctx.database.db,
      mailer: smtpMailer({ smtpUrl: smtp.url, from: 'Vitrine <notifications@localhost>' }),
      siteDomain: 'localhost',
      production: false,
      log: { warn: () => undefined },
    }
    expect(await sendDailyDigests(deps, new Date('2030-11-21T03:35:00Z'))).toBe(2)
    const [hindi] = mailTo('asha@example.com')
    const [english] = mailTo('ravi@example.com')
    expect(hindi!.subject).toContain('बातचीत जवाब का इंतज़ार कर रही हैं')
    expect(hindi!.text).toContain(`- Meera, ${formatDateTime(at, 'hi-IN', BUSINESS_TIME_ZONE)}: Is the thali`)
    expect(english!.subject).toContain('waiting for a reply')
    expect(english!.text).toContain(`- Meera, ${formatDateTime(at, 'en-IN', BUSINESS_TIME_ZONE)}: Is the thali`)
  })
})
