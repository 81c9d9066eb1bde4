import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_DELIVERY_SAVE_PATH } from '../../../contract/delivery.js'
import { OWNER_READY_TO_SELL_PATH, ReadyToSellResponse, type SaleBlocker } from '../../../contract/ready-to-sell.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OwnerSettingsResponse,
  type HoursBody,
  type PaymentSettingsBody,
} from '../../../contract/settings.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { answerOf } from '../order/test-helpers.js'
import { testDispatchPoint } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-ready-0123456789'
const ACME_KEY = 'acme-owner-key-ready-0123456789'

const payments = (overrides: Partial<PaymentSettingsBody> = {}): PaymentSettingsBody => ({
  upiId: 'kesarkitchen@okhdfc',
  payeeName: 'Kesar Kitchen',
  qrCode: null,
  phone: '',
  gateway: 'none',
  ...overrides,
})

describe.each(testDatabases)("'Ready to sell' on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` } })
  const headers = (key = DEMO_KEY) => ({ authorization: `Bearer ${key}` })
  const post = async (url: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: headers(), payload })
    expect(response.statusCode, response.body).toBe(200)
  }
  const blockers = async (key = DEMO_KEY): Promise<SaleBlocker[]> =>
    answerOf(ReadyToSellResponse, await ctx.app.inject({ url: OWNER_READY_TO_SELL_PATH, headers: headers(key) }))
      .blockers
  let hours: HoursBody

  beforeAll(async () => {
    await addSite(ctx.database.db)
    const settings = answerOf(
      OwnerSettingsResponse,
      await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: headers() }),
    )
    hours = { ...settings.hours, hoursEnabled: false, pauseOrders: false }
    await post(OWNER_SETTINGS_HOURS_PATH, hours)
    await post(OWNER_SETTINGS_PAYMENTS_PATH, payments())
  })

  it('is green when every condition is met, and names each of a new site', async () => {
    expect(await blockers()).toEqual([])
    expect(await blockers(ACME_KEY)).toEqual(['noPricedItem', 'noPayment', 'noDelivery'])
    expect((await ctx.app.inject({ url: OWNER_READY_TO_SELL_PATH })).statusCode).toBe(401)
  })

  it('goes red without a listed item with a price', async () => {
    await sql`update catalogue_items set hidden = true`.execute(ctx.app.db)
    expect(await blockers()).toEqual(['noPricedItem'])
    await sql`update catalogue_items set hidden = false`.execute(ctx.app.db)
    expect(await blockers()).toEqual([])
  })

  it('goes red without a way to pay, and green with a gateway alone', async () => {
    await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ upiId: '', payeeName: '' }))
    expect(await blockers()).toEqual(['noPayment'])
    await post(OWNER_SETTINGS_PAYMENTS_PATH, payments({ upiId: '', payeeName: '', gateway: 'sandbox' }))
    expect(await blockers()).toEqual([])
    await post(OWNER_SETTINGS_PAYMENTS_PATH, payments())
  })

  it('goes red while orders are paused, and when the hours never open', async () => {
    await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, pauseOrders: true })
    expect(await blockers()).toEqual(['paused'])
    await post(OWNER_SETTINGS_HOURS_PATH, { ...hours, hoursEnabled: true, week: {}, awayMessage: 'Back soon' })
    expect(await blockers()).toEqual(['neverOpen'])
    await post(OWNER_SETTINGS_HOURS_PATH, hours)
    expect(await blockers()).toEqual([])
  })

  it('goes red when nothing delivers and every item is shipped; a dispatch point made later fixes it', async () => {
    await sql`update catalogue_items set dispatch_point_ids = '[]'::jsonb`.execute(ctx.app.db)
    await sql`delete from dispatch_points`.execute(ctx.app.db)
    const collected = sql`item_type = 'service' or shipping->>'available' is distinct from 'true'`
    await sql`update catalogue_items set hidden = (${collected})`.execute(ctx.app.db)
    expect(await blockers()).toEqual(['noDelivery'])
    await post(OWNER_DELIVERY_SAVE_PATH, { point: testDispatchPoint })
    expect(await blockers()).toEqual([])
  })
})
