import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_REFUSAL, SEND_OTP_PATH } from '../../../contract/auth.js'
import { openDatabase, type DatabaseHandle } from '../../db/database.js'
import { buildTestApp, useTestApp, type TestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { PostgresSchema } from '../../test/postgres-schema.js'
import { addSite } from '../../test/sites.js'
import { randomIp, TEST_NUMBERS_ENV, testPhone } from './test-helpers.js'

const BUDGET_ENV = { ...TEST_NUMBERS_ENV, OTP_HOURLY_BUDGET: '3' }

/** A new Indian mobile from a new address on every call: what a pump that rotates both looks like. */
let next = 0
const sendToNewNumber = (app: TestApp, subdomain = 'demo') =>
  app.inject({
    method: 'POST',
    url: SEND_OTP_PATH,
    payload: { countryCode: '+91', phoneNumber: `98290${String(++next).padStart(5, '0')}`, subdomain },
    remoteAddress: randomIp(),
  })

describe.each(testDatabases)('the hourly budget of one-time codes on $name', (kind) => {
  const ctx = useTestApp(kind, { env: BUDGET_ENV })

  it('stops codes past OTP_HOURLY_BUDGET whatever the address and number, saying why', async () => {
    for (let index = 0; index < 3; index++) expect((await sendToNewNumber(ctx.app)).statusCode).toBe(200)
    const over = await sendToNewNumber(ctx.app)
    expect(over.statusCode).toBe(503)
    expect(over.json()).toEqual({
      message: 'We are sending too many codes right now. Please try again in a little while.',
      code: CODE_REFUSAL.budgetSpent,
    })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500)
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600)
  })

  it('lets test numbers through: they cost nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: SEND_OTP_PATH,
      payload: { ...testPhone(2), subdomain: 'demo' },
      remoteAddress: randomIp(),
    })
    expect(response.statusCode).toBe(200)
  })
})

describe.each(testDatabases)("each site's hourly budget of one-time codes on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OTP_HOURLY_BUDGET: '10', OTP_SITE_HOURLY_BUDGET: '2' } })

  it("stops one site's codes past OTP_SITE_HOURLY_BUDGET while another site's still go", async () => {
    await addSite(ctx.database.db, 'budgetother')
    for (let index = 0; index < 2; index++) expect((await sendToNewNumber(ctx.app)).statusCode).toBe(200)
    const over = await sendToNewNumber(ctx.app)
    expect([over.statusCode, over.json().code]).toEqual([503, CODE_REFUSAL.budgetSpent])
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500)
    expect((await sendToNewNumber(ctx.app, 'budgetother')).statusCode).toBe(200)
    // The site's refused codes did not spend the platform's: 2 + 1 of 10 are gone, so 7 more go elsewhere.
    const platform = await ctx.database.db
      .selectFrom('rateLimitCounters')
      .select('hits')
      .where('key', '=', 'otp-budget')
      .executeTakeFirstOrThrow()
    expect(platform.hits).toBe(3)
  })
})

const databaseUrl = process.env.TEST_DATABASE_URL
if (!databaseUrl) console.log('TEST_DATABASE_URL is not set: the two-process code budget suite is skipped')

describe.skipIf(!databaseUrl)('the hourly budget of one-time codes across two processes on PostgreSQL', () => {
  const schema = new PostgresSchema(databaseUrl!)
  const handles: DatabaseHandle[] = []
  const apps: TestApp[] = []

  beforeAll(async () => {
    await schema.create()
    for (let index = 0; index < 2; index++) {
      const handle = await openDatabase({ databaseUrl: schema.url(), dataDir: '' })
      handles.push(handle)
      apps.push(await buildTestApp(handle, { env: BUDGET_ENV }))
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await schema.drop()
  })

  it('counts both processes together, even when they send at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => sendToNewNumber(apps[index % 2]!)))
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503, 503, 503])
  })
})
