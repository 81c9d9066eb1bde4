import QRCode from 'qrcode'
import { beforeAll, describe, expect, it } from 'vitest'
import { CustomDomainResponse, OWNER_DOMAIN_CHECK_PATH, OWNER_DOMAIN_PATH } from '../../../contract/custom-domain.js'
import {
  OWNER_CHECKLIST_DISMISS_PATH,
  OWNER_SHARE_PATH,
  OWNER_SHARE_QR_PATH,
  OWNER_SHARE_USED_PATH,
  OwnerShareResponse,
} from '../../../contract/owner-share.js'
import {
  OWNER_SETTINGS_HOURS_PATH,
  OWNER_SETTINGS_PATH,
  OWNER_SETTINGS_PAYMENTS_PATH,
  OWNER_SETTINGS_PROFILE_PATH,
  OwnerSettingsResponse,
} from '../../../contract/settings.js'
import { OWNER_ITEM_CREATE_PATH } from '../../../contract/owner-catalogue.js'
import { OWNER_DELIVERY_SAVE_PATH } from '../../../contract/delivery.js'
import { json } from '../../db/schema.js'
import { plainItem } from '../catalogue-studio/test-helpers.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { startTestDnsServer } from '../domain/dns-test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { QR_OPTIONS } from './routes.js'
import { testDispatchPoint } from './test-helpers.js'
import { addCatalogue, addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-share-0123456789'
const ACME_KEY = 'acme-owner-key-share-0123456789'

describe.each(testDatabases)('the share kit and the onboarding checklist on $name', (kind) => {
  const options = {
    env: { SITE_DOMAIN: 'vitrine.test', OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` },
    app: {} as { cnameResolver?: Awaited<ReturnType<typeof startTestDnsServer>>['resolver'] },
  }
  beforeAll(async () => {
    const dns = await startTestDnsServer()
    dns.cnames.set('shop.acme.example', 'vitrine.test')
    options.app.cnameResolver = dns.resolver
    return () => dns.close()
  })
  const ctx = useTestApp(kind, options)
  let acmeCatalogueId = ''

  beforeAll(async () => {
    const db = ctx.database.db
    const acmeId = await addSite(db, 'acme', { widgetSettings: json({ headerTitle: 'Acme Tailors' }) })
    acmeCatalogueId = await addCatalogue(db, acmeId, 'Shirts', 'Clothes')
  })

  const headers = (key = ACME_KEY, host = 'acme.vitrine.test') => ({ authorization: `Bearer ${key}`, host })
  const share = async (key = ACME_KEY, host?: string) =>
    answerOf(OwnerShareResponse, await ctx.app.inject({ url: OWNER_SHARE_PATH, headers: headers(key, host) }))
  const post = (url: string, payload?: object, key = ACME_KEY) =>
    ctx.app.inject({ method: 'POST', url, headers: headers(key), ...(payload && { payload }) })
  const done = async (key = ACME_KEY) =>
    Object.fromEntries((await share(key)).checklist.steps.map(({ step, done }) => [step, done]))
  const settings = async () =>
    answerOf(OwnerSettingsResponse, await ctx.app.inject({ url: OWNER_SETTINGS_PATH, headers: headers() }))

  it('asks for the owner key or session', async () => {
    expect((await ctx.app.inject({ url: OWNER_SHARE_PATH })).statusCode).toBe(401)
    expect((await ctx.app.inject({ url: OWNER_SHARE_QR_PATH })).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ method: 'POST', url: OWNER_SHARE_USED_PATH, payload: { via: 'qr' } })).statusCode,
    ).toBe(401)
  })

  it("gives the site's link on its subdomain, with the port the owner's host named", async () => {
    expect(await share()).toMatchObject({ link: 'http://acme.vitrine.test', siteName: 'Acme Tailors' })
    expect((await share(ACME_KEY, 'acme.vitrine.test:8080')).link).toBe('http://acme.vitrine.test:8080')
    expect((await share(DEMO_KEY, 'demo.vitrine.test')).link).toBe('http://demo.vitrine.test')
  })

  it('starts a new site with every step open, and ticks each from the real data as the owner does it', async () => {
    expect(await done()).toEqual({
      logo: false,
      product: false,
      delivery: false,
      upi: false,
      hours: false,
      share: false,
    })

    const before = await settings()
    const profile = await post(OWNER_SETTINGS_PROFILE_PATH, {
      ...before.profile,
      name: 'Acme Tailors',
      logo: '/uploads/acme-logo.png',
    })
    expect(profile.statusCode, profile.body).toBe(200)
    expect(await done()).toMatchObject({ logo: true, upi: false })

    const payments = await post(OWNER_SETTINGS_PAYMENTS_PATH, {
      upiId: 'acme@okaxis',
      payeeName: 'Acme Tailors',
      qrCode: null,
      phone: '',
      gateway: 'none',
    })
    expect(payments.statusCode, payments.body).toBe(200)
    expect(await done()).toMatchObject({ upi: true, hours: false })

    const hours = await post(OWNER_SETTINGS_HOURS_PATH, before.hours)
    expect(hours.statusCode, hours.body).toBe(200)
    expect(await done()).toMatchObject({ hours: true, product: false })

    const item = await post(OWNER_ITEM_CREATE_PATH, {
      item: plainItem(acmeCatalogueId, {
        name: 'Linen shirt',
        pricing: { basePrice: 1200, salePrice: null, priceVisible: true, taxApplicable: false, taxRate: 0 },
        inventoryTotal: 3,
        shipping: { available: true, weight: 0.3, dimensions: { length: 30, width: 20, height: 3 } },
        button: 'Chat',
      }),
    })
    expect(item.statusCode, item.body).toBe(200)
    // A shirt to be shipped, and nowhere it ships from: nobody can get it yet.
    expect(await done()).toMatchObject({ product: true, delivery: false, share: false })

    const point = await post(OWNER_DELIVERY_SAVE_PATH, { point: testDispatchPoint })
    expect(point.statusCode, point.body).toBe(200)
    expect(await done()).toMatchObject({ delivery: true, share: false })

    const shared = await post(OWNER_SHARE_USED_PATH, { via: 'whatsapp' })
    expect(answerOf(OwnerShareResponse, shared).checklist.steps.every((step) => step.done)).toBe(true)
    // Taking the UPI id off opens its step again: the list reads the data, it keeps no ticks of its own.
    await post(OWNER_SETTINGS_PAYMENTS_PATH, { upiId: '', payeeName: '', qrCode: null, phone: '', gateway: 'none' })
    expect(await done()).toMatchObject({ upi: false, share: true })
  })

  it("keeps one site's shares and dismissal from another's checklist", async () => {
    expect(await done(DEMO_KEY)).toMatchObject({ logo: true, product: true, upi: true, share: false })
    expect((await share(DEMO_KEY)).checklist.dismissed).toBe(false)
    expect((await share()).checklist.dismissed).toBe(false)
    const dismissed = answerOf(OwnerShareResponse, await post(OWNER_CHECKLIST_DISMISS_PATH))
    expect(dismissed.checklist.dismissed).toBe(true)
    expect((await share()).checklist.dismissed).toBe(true)
    expect((await share(DEMO_KEY)).checklist.dismissed).toBe(false)
    expect(await done(DEMO_KEY)).toMatchObject({ share: false })
  })

  it('refuses a share record by an unknown channel at body.via', async () => {
    const response = await post(OWNER_SHARE_USED_PATH, { via: 'telegram' })
    expect(response.statusCode).toBe(400)
    expect(errorPaths(response)).toEqual(['body.via'])
  })

  it("serves the link's QR code as a PNG to download, named after the business", async () => {
    const response = await ctx.app.inject({ url: OWNER_SHARE_QR_PATH, headers: headers() })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['content-disposition']).toBe('attachment; filename="acme-tailors-qr.png"')
    const png = response.rawPayload
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(png.readUInt32BE(16)).toBe(1024) // IHDR width
    expect(png.equals(await QRCode.toBuffer('http://acme.vitrine.test', QR_OPTIONS))).toBe(true)
  })

  it('links to the verified custom domain once there is one, in the link and the QR code', async () => {
    const auth = headers()
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: OWNER_DOMAIN_PATH,
          headers: auth,
          payload: { domain: 'shop.acme.example' },
        })
      ).statusCode,
    ).toBe(200)
    expect((await share()).link).toBe('http://acme.vitrine.test')
    const checked = await ctx.app.inject({ method: 'POST', url: OWNER_DOMAIN_CHECK_PATH, headers: auth })
    expect(answerOf(CustomDomainResponse, checked).domain?.status).toBe('verified')
    expect((await share(ACME_KEY, 'acme.vitrine.test:8080')).link).toBe('http://shop.acme.example')
    const qr = await ctx.app.inject({ url: OWNER_SHARE_QR_PATH, headers: auth })
    expect(qr.rawPayload.equals(await QRCode.toBuffer('http://shop.acme.example', QR_OPTIONS))).toBe(true)
    expect((await share(DEMO_KEY)).link).toBe('http://demo.vitrine.test')
  })
})
