import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_EMAIL_SETTINGS_PATH } from '../../../contract/owner-email.js'
import type { EventDispatcher } from '../../events/dispatcher.js'
import { testOrder } from '../../../contract/testing/test-order.js'
import { insertEvents, newEvent } from '../../events/outbox.js'
import { buildTestApp, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { eventually, startLocalSmtp, type LocalSmtp } from '../../test/smtp-server.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn, type OwnerSignedIn } from '../owner-auth/test-helpers.js'
import { sendDailyDigests } from './daily-digest.js'
import { EmailRepository } from './email-repository.js'
import { smtpMailer } from './mailer.js'
import { orderEmailSubscriber } from './order-email.js'

const ENV = { OTP_TEST_NUMBERS: DEMO_OWNER_TEST_NUMBER }
const quiet = { warn: () => undefined }

describe.each(testDatabases)('e-mail to owners on $name', (kind) => {
  let smtp: LocalSmtp
  let owner: OwnerSignedIn
  let siteId: string
  let customerId: string
  let otherOwnerId: string
  const mailerDeps = () => ({
    db: ctx.database.db,
    mailer: smtpMailer({ smtpUrl: smtp.url, from: 'Vitrine <notifications@localhost>' }),
    siteDomain: 'localhost',
    production: false,
  })
  const order = (orderId: string) =>
    testOrder({ _id: `ord-${orderId}`, orderId, title: 'Veg thali ×2', finalAmount: 480 })
  const orderEvent = () => newEvent('order.created', { siteId, customerId, orders: [order('KK-2001')] })

  const ctx = useTestApp(kind, async () => {
    smtp = await startLocalSmtp()
    return { env: { ...ENV, SMTP_URL: smtp.url } }
  })
  beforeAll(async () => {
    owner = await ownerSignIn(ctx.app)
    siteId = (
      await ctx.database.db.selectFrom('sites').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()
    ).id
    const customer = await ctx.database.db
      .insertInto('customers')
      .values({ siteId, countryCode: '+91', phoneNumber: '9877700122', name: 'Asha' })
      .returning('id')
      .executeTakeFirstOrThrow()
    customerId = customer.id
    const other = await ctx.database.db
      .insertInto('siteOwners')
      .values({ siteId, countryCode: '+91', phoneNumber: '9000000029', name: 'Ravi' })
      .returning('id')
      .executeTakeFirstOrThrow()
    otherOwnerId = other.id
    // The other owner gave an address but chose nothing.
    await ctx.database.db
      .insertInto('ownerEmailSettings')
      .values({ ownerId: otherOwnerId, siteId, address: 'ravi@example.com', newOrders: false, dailyDigest: false })
      .execute()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  afterEach(() => {
    smtp.received.length = 0
    smtp.refusing = false
  })

  it("keeps the owner's choices and says e-mail is configured; a bad address is a 400 naming the field", async () => {
    const before = await ctx.app.inject({ url: OWNER_EMAIL_SETTINGS_PATH, headers: owner.headers })
    expect(before.json()).toEqual({ address: null, newOrders: false, dailyDigest: false, configured: true })
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_EMAIL_SETTINGS_PATH,
      headers: owner.headers,
      payload: { address: 'not an address', newOrders: true, dailyDigest: true },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('address')
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: OWNER_EMAIL_SETTINGS_PATH,
      headers: owner.headers,
      payload: { address: 'owner@example.com', newOrders: true, dailyDigest: true },
    })
    expect(saved.statusCode).toBe(200)
    const after = await ctx.app.inject({ url: OWNER_EMAIL_SETTINGS_PATH, headers: owner.headers })
    expect(after.json()).toEqual({ address: 'owner@example.com', newOrders: true, dailyDigest: true, configured: true })
    expect((await ctx.app.inject({ url: OWNER_EMAIL_SETTINGS_PATH })).statusCode).toBe(401)
  })

  it('e-mails a new order to the opted-in owner once, through the domain events', async () => {
    await ctx.app.events.transaction(async (tx) => {
      tx.emit('order.created', { siteId, customerId, orders: [order('KK-1001')] })
    })
    await eventually(() => smtp.received.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to).toEqual(['owner@example.com'])
    expect(smtp.received[0]!.subject).toContain('KK-1001')
    expect(smtp.received[0]!.text).toContain('Asha')
  })

  it('names the discount code an order used and what it took off', async () => {
    const coded = { ...order('KK-1002'), discountCode: { code: 'DIWALI10', kind: 'percent' as const, amount: 63.6 } }
    await ctx.app.events.transaction(async (tx) => {
      tx.emit('order.created', { siteId, customerId, orders: [coded] })
    })
    await eventually(() => smtp.received.length > 0)
    expect(smtp.received[0]!.text).toContain('Discount code DIWALI10: −₹63.60')
  })

  it('e-mails an order paid in full with the link to its invoice PDF', async () => {
    const paid = { ...order('KK-1003'), paymentStatus: 'Paid' as const }
    await ctx.app.events.transaction(async (tx) => {
      tx.emit('payment.confirmed', { siteId, customerId, order: paid, milestoneId: 'm1', amount: 48000 })
    })
    await eventually(() => smtp.received.length > 0)
    expect(smtp.received[0]!.subject).toBe('Order KK-1003 paid · ₹480.00 · Kesar Kitchen')
    expect(smtp.received[0]!.text).toContain(
      'Its invoice (PDF): http://demo.localhost/business_website/owner/orders/invoice_pdf?orderId=ord-KK-1003',
    )
  })

  it('sends once when the event is delivered twice, and by two processes at once', async () => {
    const event = orderEvent()
    const first = orderEmailSubscriber(mailerDeps())
    const second = orderEmailSubscriber(mailerDeps())
    await Promise.all([first.handle(event), second.handle(event)])
    await first.handle(event)
    expect(smtp.received.map((mail) => mail.to)).toEqual([['owner@example.com']])
  })

  it('e-mails an order whose writer died before sending, once, when two app instances find it', async () => {
    const second = await buildTestApp(ctx.database, { env: { ...ENV, SMTP_URL: smtp.url } })
    try {
      // Committed to the outbox with its lease run out, never handed to a subscriber: the writer crashed.
      await insertEvents(
        ctx.database.db,
        [newEvent('order.created', { siteId, customerId, orders: [order('KK-3001')] })],
        -1,
      )
      await Promise.all([(ctx.app.events as EventDispatcher).pollOnce(), (second.events as EventDispatcher).pollOnce()])
      await eventually(() => smtp.received.length > 0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received.map((mail) => mail.subject)).toEqual([expect.stringContaining('KK-3001')])
    } finally {
      await second.close()
    }
  })

  it('gives a refused e-mail back, so the next delivery of the event sends it', async () => {
    const event = orderEvent()
    const subscriber = orderEmailSubscriber(mailerDeps())
    smtp.refusing = true
    await expect(subscriber.handle(event)).rejects.toThrow(/retried/)
    smtp.refusing = false
    await subscriber.handle(event)
    await subscriber.handle(event)
    expect(smtp.received).toHaveLength(1)
  })

  it('sends nothing without SMTP_URL, and the owner app is told so', async () => {
    await orderEmailSubscriber({ ...mailerDeps(), mailer: smtpMailer({ smtpUrl: null, from: '' }) }).handle(
      orderEvent(),
    )
    const digests = await sendDailyDigests(
      { ...mailerDeps(), mailer: null, log: quiet },
      new Date('2026-11-20T04:00:00Z'),
    )
    expect(digests).toBe(0)
    expect(smtp.received).toHaveLength(0)
    const plain = await buildTestApp(ctx.database, { env: ENV })
    try {
      // The same session (one database), on an app without SMTP_URL.
      const answer = await plain.inject({ url: OWNER_EMAIL_SETTINGS_PATH, headers: owner.headers })
      expect(answer.json()).toMatchObject({ configured: false })
    } finally {
      await plain.close()
    }
  })

  it('sends the daily digest of unanswered conversations once a day, from 09:00 in the site time zone', async () => {
    const waiting = await ctx.database.db
      .insertInto('customers')
      .values({ siteId, countryCode: '+91', phoneNumber: '9877700123', name: 'Meera' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const message = (customer: string, sender: 'user' | 'system', text: string, at: string) => ({
      siteId,
      customerId: customer,
      sender,
      senderId: customer,
      type: 'text',
      message: text,
      createdAt: at,
    })
    await ctx.database.db
      .insertInto('messages')
      .values([
        // Meera waits since 01:00 UTC; Asha was answered; a message of 03:00 is under an hour old at 03:35.
        message(waiting.id, 'user', 'Is the thali available tomorrow?', '2026-11-21T01:00:00Z'),
        message(customerId, 'user', 'Do you deliver?', '2026-11-21T01:00:00Z'),
        message(customerId, 'system', 'Yes, within 5 km.', '2026-11-21T01:10:00Z'),
      ])
      .execute()
    const deps = { ...mailerDeps(), log: quiet }
    // 08:59 in Kolkata: not yet.
    expect(await sendDailyDigests(deps, new Date('2026-11-21T03:29:00Z'))).toBe(0)
    expect(await sendDailyDigests(deps, new Date('2026-11-21T03:35:00Z'))).toBe(1)
    expect(await sendDailyDigests(deps, new Date('2026-11-21T05:00:00Z'))).toBe(0)
    expect(smtp.received).toHaveLength(1)
    const [digest] = smtp.received
    expect(digest!.to).toEqual(['owner@example.com'])
    expect(digest!.subject).toContain('1 conversation')
    expect(digest!.text).toContain('Is the thali available tomorrow?')
    expect(digest!.text).not.toContain('Do you deliver?')
    // The figures of the owner app's Insights, for yesterday in the shop's time zone and the last 7 days.
    expect(digest!.text).toContain('Yesterday (2026-11-20)')
    expect(digest!.text).toMatch(/- Visits: \d+/)
    // Two processes the next morning: one digest.
    const next = new Date('2026-11-22T03:40:00Z')
    const counts = await Promise.all([sendDailyDigests(deps, next), sendDailyDigests(deps, next)])
    expect(counts.sort()).toEqual([0, 1])
    expect(smtp.received).toHaveLength(2)
  })

  it('forgets old sends and digests', async () => {
    const repository = new EmailRepository(ctx.database.db)
    const rows = async () =>
      (await ctx.database.db.selectFrom('emailSends').select('eventId').execute()).length +
      (await ctx.database.db.selectFrom('emailDigests').select('day').execute()).length
    expect(await rows()).toBeGreaterThan(0)
    await repository.sweep(new Date(), 60 * 60 * 1000)
    expect(await rows()).toBeGreaterThan(0)
    await repository.sweep(new Date(Date.now() + 2 * 60 * 60 * 1000), 60 * 60 * 1000)
    expect(await rows()).toBe(0)
  })
})
