import { describe, expect, it } from 'vitest'
import { SEND_OTP_PATH, VERIFY_OTP_PATH } from '../../../contract/auth.js'
import { GET_MESSAGES_PATH } from '../../../contract/chat.js'
import { up as canonicalPhones } from '../../db/migrations/0003-canonical-phones.js'
import { up as countryCodePhones } from '../../db/migrations/0010-country-code-phones.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { canonicalPhone } from '../../identity/phone.js'
import { forgetCodeRequests, testCode, TEST_NUMBERS_ENV } from './test-helpers.js'

describe('canonicalPhone: one phone, one identity', () => {
  it.each([
    ['+91', '9876543210'],
    ['+9', '19876543210'],
    ['+919', '876543210'],
    ['+9198', '76543210'],
    ['+91', '98765 43210'],
    ['+91', '098765-43210'],
    // The country code typed again after choosing it: read as libphonenumber reads a national number.
    ['+91', '919876543210'],
    ['+91', '91 98765 43210'],
  ])('%s / %s is +91 9876543210', (countryCode, phoneNumber) => {
    expect(canonicalPhone(countryCode, phoneNumber)).toEqual({ countryCode: '+91', phoneNumber: '9876543210' })
  })

  it('is null for what cannot be a phone', () => {
    expect(canonicalPhone('+91', '12345')).toBeNull()
    expect(canonicalPhone('+999', '1234567890')).toBeNull()
  })
})

describe.each(testDatabases)('one identity per phone on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const SPELLINGS = [
    { countryCode: '+91', phoneNumber: '9000000031' },
    { countryCode: '+9', phoneNumber: '19000000031' },
    { countryCode: '+919', phoneNumber: '000000031' },
    { countryCode: '+9190', phoneNumber: '00000031' },
    { countryCode: '+91', phoneNumber: '919000000031' },
  ]
  const send = (phone: (typeof SPELLINGS)[number], remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: SEND_OTP_PATH, remoteAddress, payload: { ...phone, subdomain: 'demo' } })

  it('the spellings of one phone are one phone to the code limit: the second code within 30 s is refused', async () => {
    expect((await send(SPELLINGS[0]!, '203.0.113.1')).statusCode).toBe(200)
    for (const [index, spelling] of SPELLINGS.slice(1).entries()) {
      const again = await send(spelling, `203.0.113.${index + 2}`)
      expect(again.statusCode).toBe(429)
    }
  })

  it('every spelling signs in to the same customer', async () => {
    const ids = new Set<string>()
    for (const [index, spelling] of SPELLINGS.entries()) {
      await forgetCodeRequests(ctx.database.db)
      expect((await send(spelling, `198.51.100.${index + 1}`)).statusCode).toBe(200)
      const verified = await ctx.app.inject({
        method: 'POST',
        url: VERIFY_OTP_PATH,
        remoteAddress: `198.51.100.${index + 1}`,
        payload: { ...spelling, otp: testCode(31), subdomain: 'demo' },
      })
      expect(verified.statusCode).toBe(200)
      ids.add(verified.json().customerId as string)
      expect(verified.json().customerData).toMatchObject({ countryCode: '+91', phoneNumber: '9000000031' })
    }
    expect(ids.size).toBe(1)
  })

  it('refuses a phone that cannot be one, naming the field', async () => {
    const response = await send({ countryCode: '+91', phoneNumber: '12345' }, '192.0.2.1')
    expect([response.statusCode, response.json().errors[0].path]).toEqual([400, 'body.phoneNumber'])
  })

  it('the migration merges customers stored under other spellings into the oldest, with their rows', async () => {
    const db = ctx.database.db
    const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    /** A customer stored as `countryCode` + `phoneNumber` on `createdAt`, with one message `text`. */
    const customerWith = async (countryCode: string, phoneNumber: string, createdAt: string, text: string | null) => {
      const { id } = await db
        .insertInto('customers')
        .values({ siteId: site.id, countryCode, phoneNumber, createdAt: new Date(createdAt) })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (text !== null)
        await db
          .insertInto('messages')
          .values({ siteId: site.id, customerId: id, sender: 'user', senderId: id, type: 'text', message: text })
          .execute()
      return id
    }
    const messageOwner = (text: string) =>
      db.selectFrom('messages').select('customerId').where('message', '=', text).execute()
    const oldest = await customerWith('+91', '9000000032', '2026-01-01', null)
    await customerWith('+9', '19000000032', '2026-02-01', 'from the second spelling')
    await canonicalPhones(db as never)
    const left = await db
      .selectFrom('customers')
      .select(['id', 'countryCode', 'phoneNumber'])
      .where('siteId', '=', site.id)
      .where('phoneNumber', 'in', ['9000000032', '19000000032'])
      .execute()
    expect(left).toEqual([{ id: oldest, countryCode: '+91', phoneNumber: '9000000032' }])
    expect(await messageOwner('from the second spelling')).toEqual([{ customerId: oldest }])
    // A phone stored with its country code typed twice joins the phone it is.
    await customerWith('+91', '919000000032', '2026-03-01', 'typed with 91 twice')
    await countryCodePhones(db as never)
    const after = await db
      .selectFrom('customers')
      .select('id')
      .where('siteId', '=', site.id)
      .where('phoneNumber', 'in', ['9000000032', '919000000032'])
      .execute()
    expect(after).toEqual([{ id: oldest }])
    expect(await messageOwner('typed with 91 twice')).toEqual([{ customerId: oldest }])
    // Unused import guard: the messages call shape stays as it was.
    expect(GET_MESSAGES_PATH).toContain('get_chat_messages')
  })
})
