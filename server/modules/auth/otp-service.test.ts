import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database.js'
import { seedDemo } from '../../db/seed/seed.js'
import { TestNumbersOtp, type OtpRecipient, type OtpSender } from '../../providers/otp/index.js'
import { testDatabases } from '../../test/databases.js'
import { SiteRepository, type Site } from '../site/index.js'
import { OTP_MAX_ATTEMPTS, OtpService } from './otp-service.js'
import { ServerSecrets } from '../../db/server-secrets.js'

const TEST_NUMBER = { countryCode: '+91', phoneNumber: '9999999999' }

describe.each(testDatabases)('one-time codes on $name', (kind) => {
  let database: DatabaseHandle
  let site: Site
  let time: number
  const sent: { to: OtpRecipient; code: string }[] = []
  let otp: OtpService
  let phones = 0
  const newPhone = (): OtpRecipient => ({ countryCode: '+91', phoneNumber: `98${String(++phones).padStart(8, '0')}` })
  const lastCode = () => sent.at(-1)!.code
  const advance = (ms: number) => (time += ms)

  beforeAll(async () => {
    database = await kind.open()
    await seedDemo(database.db)
    site = (await new SiteRepository(database.db).bySubdomain('demo'))!
    const secrets = new ServerSecrets(database.db)
    const accepted = { provider: 'test', channel: null, messageId: null }
    const sender: OtpSender = { send: async (to, code) => (sent.push({ to, code }), accepted) }
    time = Date.parse('2026-11-22T06:00:00.000Z')
    otp = new OtpService({
      db: database.db,
      codeKey: () => secrets.get('otp-code-key'),
      testNumbers: new TestNumbersOtp(new Map([['+919999999999', '123456']])),
      sender,
      now: () => new Date(time),
      allowedCountries: new Set(['IN']),
      hourlyBudget: 1000,
    })
  })
  afterAll(() => database.close())

  it('sends a 6-digit code and accepts it once', async () => {
    const phone = newPhone()
    expect(await otp.send(site, phone, '10.0.0.1')).toEqual({ sent: true })
    expect(lastCode()).toMatch(/^\d{6}$/)
    expect(sent.at(-1)!.to).toEqual(phone)
    const code = lastCode()
    expect(await otp.verify(site, phone, code)).toBe(true)
    expect(await otp.verify(site, phone, code)).toBe(false)
  })

  it('stores only a hash of the code', async () => {
    const phone = newPhone()
    await otp.send(site, phone, '10.0.0.2')
    const rows = await database.db
      .selectFrom('otpChallenges')
      .selectAll()
      .where('phoneNumber', '=', phone.phoneNumber)
      .execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(lastCode())
    expect(rows[0]!.codeHash).toMatch(/^[\w-]{43}$/)
  })

  it('expires a code after 10 minutes', async () => {
    const phone = newPhone()
    await otp.send(site, phone, '10.0.0.3')
    const code = lastCode()
    advance(10 * 60_000)
    expect(await otp.verify(site, phone, code)).toBe(false)
    advance(60_000)
    await otp.send(site, phone, '10.0.0.3')
    advance(9 * 60_000 + 59_000)
    expect(await otp.verify(site, phone, lastCode())).toBe(true)
  })

  it('closes the previous code when a new one is sent', async () => {
    const phone = newPhone()
    await otp.send(site, phone, '10.0.0.4')
    const first = lastCode()
    advance(31_000)
    await otp.send(site, phone, '10.0.0.4')
    const second = lastCode()
    const open = await database.db
      .selectFrom('otpChallenges')
      .select('id')
      .where('phoneNumber', '=', phone.phoneNumber)
      .where('consumedAt', 'is', null)
      .execute()
    expect(open).toHaveLength(1)
    expect(await otp.verify(site, phone, second)).toBe(true)
    expect(await otp.verify(site, phone, first)).toBe(false)
  })

  it(`locks a challenge after ${OTP_MAX_ATTEMPTS} wrong codes, even a test number with its right code`, async () => {
    advance(60 * 60_000)
    expect(await otp.send(site, TEST_NUMBER, '10.0.0.5')).toEqual({ sent: true })
    expect(sent.some((entry) => entry.to.phoneNumber === TEST_NUMBER.phoneNumber)).toBe(false)
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++)
      expect(await otp.verify(site, TEST_NUMBER, '000000')).toBe(false)
    expect(await otp.verify(site, TEST_NUMBER, '123456')).toBe(false)
    // A new challenge starts over.
    advance(31_000)
    await otp.send(site, TEST_NUMBER, '10.0.0.5')
    expect(await otp.verify(site, TEST_NUMBER, '123456')).toBe(true)
  })

  it('allows a right code after fewer than 5 wrong ones', async () => {
    const phone = newPhone()
    await otp.send(site, phone, '10.0.0.6')
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS - 1; attempt++)
      expect(await otp.verify(site, phone, 'nope')).toBe(false)
    expect(await otp.verify(site, phone, lastCode())).toBe(true)
  })

  it('refuses a code for a phone with no challenge', async () => {
    expect(await otp.verify(site, newPhone(), '123456')).toBe(false)
  })

  it('limits a phone to one code per 30 s and five per hour, with the wait in seconds', async () => {
    const phone = newPhone()
    expect(await otp.send(site, phone, '10.1.0.1')).toEqual({ sent: true })
    advance(10_000)
    expect(await otp.send(site, phone, '10.1.0.2')).toEqual({ sent: false, reason: 'tooMany', retryAfterSeconds: 20 })
    for (let index = 0; index < 4; index++) {
      advance(20_000)
      expect(await otp.send(site, phone, '10.1.0.3')).toEqual({ sent: true })
      advance(10_000)
    }
    // Five sent at 0, 30, 60, 90, 120 s; now 130 s: the oldest leaves the hour at 3600 s.
    advance(30_000)
    expect(await otp.send(site, phone, '10.1.0.4')).toEqual({
      sent: false,
      reason: 'tooMany',
      retryAfterSeconds: 3600 - 160,
    })
    advance((3600 - 160) * 1000)
    expect(await otp.send(site, phone, '10.1.0.4')).toEqual({ sent: true })
  })

  it('limits one IP to twenty codes per hour, whatever the phone', async () => {
    advance(2 * 60 * 60_000)
    const ip = '10.2.0.1'
    for (let index = 0; index < 20; index++) {
      expect(await otp.send(site, newPhone(), ip)).toEqual({ sent: true })
      advance(1000)
    }
    expect(await otp.send(site, newPhone(), ip)).toEqual({
      sent: false,
      reason: 'tooMany',
      retryAfterSeconds: 3600 - 20,
    })
    expect(await otp.send(site, newPhone(), '10.2.0.2')).toEqual({ sent: true })
  })

  it('takes the per-IP limit from the setting (OTP_IP_RATE_LIMIT)', async () => {
    advance(2 * 60 * 60_000)
    const secrets = new ServerSecrets(database.db)
    const strict = new OtpService({
      db: database.db,
      codeKey: () => secrets.get('otp-code-key'),
      testNumbers: new TestNumbersOtp(new Map()),
      sender: { send: async () => ({ provider: 'test', channel: null, messageId: null }) },
      now: () => new Date(time),
      codesPerIpPerHour: 2,
      allowedCountries: new Set(['IN']),
      hourlyBudget: 1000,
    })
    const ip = '10.3.0.1'
    expect(await strict.send(site, newPhone(), ip)).toEqual({ sent: true })
    advance(1000)
    expect(await strict.send(site, newPhone(), ip)).toEqual({ sent: true })
    expect(await strict.send(site, newPhone(), ip)).toEqual({
      sent: false,
      reason: 'tooMany',
      retryAfterSeconds: 3600 - 1,
    })
  })

  it('signs codes with one key shared through the database', async () => {
    const first = await new ServerSecrets(database.db).get('otp-code-key')
    const second = await new ServerSecrets(database.db).get('otp-code-key')
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
    expect(first.length).toBe(32)
  })

  it('binds a code to its purpose: an owner code never signs a customer in, nor the reverse', async () => {
    const phone = newPhone()
    await otp.send(site, phone, '10.0.0.30', { purpose: 'owner' })
    const ownerCode = lastCode()
    expect(await otp.verify(site, phone, ownerCode)).toBe(false)
    expect(await otp.verify(site, phone, ownerCode, 'owner')).toBe(true)
    advance(31_000)
    await otp.send(site, phone, '10.0.0.30')
    expect(await otp.verify(site, phone, lastCode(), 'owner')).toBe(false)
    expect(await otp.verify(site, phone, lastCode())).toBe(true)
  })

  it('with deliver: false, counts and stores a challenge but sends nothing, and no code opens it', async () => {
    const phone = newPhone()
    const before = sent.length
    expect(await otp.send(site, phone, '10.0.0.31', { purpose: 'owner', deliver: false })).toEqual({ sent: true })
    expect(sent.length).toBe(before)
    expect(
      await database.db.selectFrom('otpChallenges').select('id').where('phoneNumber', '=', phone.phoneNumber).execute(),
    ).toHaveLength(1)
    expect(await otp.send(site, phone, '10.0.0.31', { purpose: 'owner', deliver: false })).toEqual({
      sent: false,
      reason: 'tooMany',
      retryAfterSeconds: 30,
    })
    // Not even a test number's fixed code opens one.
    advance(60 * 60_000)
    await otp.send(site, TEST_NUMBER, '10.0.0.32', { purpose: 'owner', deliver: false })
    expect(await otp.verify(site, TEST_NUMBER, '123456', 'owner')).toBe(false)
  })
})
