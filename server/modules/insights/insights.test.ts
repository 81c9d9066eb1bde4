import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { OWNER_MESSAGES_PATH } from '../../../contract/chat.js'
import { OWNER_INSIGHTS_PATH, type InsightFigures, type InsightsResponse } from '../../../contract/owner-insights.js'
import type { Order } from '../../../contract/orders.js'
import { OWNER_REFUND_PATH } from '../../../contract/refunds.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, describeWithApp, TWO_OWNERS_ENV } from '../../test/app.js'
import { addSite } from '../../test/sites.js'
import type { SignedIn } from '../auth/test-helpers.js'
import { sendMessage } from '../chat/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'
import { connectSocket, listenLocally, settle, type TestSocket } from '../realtime/socket-test-client.js'
import { digestFigures, figureLines } from '../email/index.js'
import { siteInsights } from './index.js'
import type { VisitTables } from './visit-counter.js'

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describeWithApp('insights', { env: TWO_OWNERS_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 21)
  const sockets: TestSocket[] = []
  let baseUrl: string
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
    baseUrl = await listenLocally(ctx.app)
  })
  afterAll(() => {
    for (const { socket } of sockets) socket.close()
  })

  const insights = async (period = 'today', key = DEMO_OWNER_KEY): Promise<InsightsResponse> => {
    const response = await ctx.app.inject({
      url: OWNER_INSIGHTS_PATH,
      query: { period },
      headers: { authorization: `Bearer ${key}` },
    })
    expect(response.statusCode).toBe(200)
    return response.json<InsightsResponse>()
  }
  const today = async () => (await insights()).current
  const change = (before: InsightFigures, after: InsightFigures) =>
    Object.fromEntries(
      (Object.keys(after) as (keyof InsightFigures)[])
        .filter((key) => key !== 'medianFirstResponseSeconds' && key !== 'averageOrderValue')
        .map((key) => [key, Number(after[key]) - Number(before[key])]),
    )
  const visit = (url: string, userAgent: string | undefined, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { host: 'demo.localhost', ...(userAgent && { 'user-agent': userAgent }) } })
  const paidOrder = async (who: SignedIn): Promise<Order> => {
    const order = await calls.order(who)
    const init = await calls.started(who, order._id)
    const handler = (await calls.sandboxPay(init)).json()
    expect((await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })).statusCode).toBe(200)
    return order
  }

  it("counts a page served to a person once, by day and page; a bot's, a HEAD, /owner and a 404 are not", async () => {
    const before = await insights()
    expect((await visit('/', CHROME)).statusCode).toBe(200)
    expect((await visit('/?lang=hi', CHROME)).statusCode).toBe(200)
    expect((await visit('/', GOOGLEBOT)).statusCode).toBe(200)
    expect((await visit('/', undefined)).statusCode).toBe(200)
    expect((await visit('/', CHROME, 'HEAD')).statusCode).toBe(200)
    expect((await visit('/owner', CHROME)).statusCode).toBe(200)
    expect((await visit('/no-such-page', CHROME)).statusCode).toBe(404)
    const after = await insights()
    expect(after.current.visits - before.current.visits).toBe(2)
    const home = (answer: InsightsResponse) => answer.topPages.find((page) => page.path === '/')?.visits ?? 0
    expect(home(after) - home(before)).toBe(2)
    expect(after.topPages.some((page) => page.path === '/owner' || page.path === '/no-such-page')).toBe(false)
    expect(after.days.at(-1)!.visits - before.days.at(-1)!.visits).toBe(2)
    expect(after.days).toHaveLength(7)
    // Nothing about the visitor is kept: the table holds a site, a day, a path and a number.
    const stored = await ctx.app.db.withTables<VisitTables>().selectFrom('siteVisits').selectAll().execute()
    expect(Object.keys(stored[0] as object).sort()).toEqual(['day', 'path', 'siteId', 'visits'])
  })

  it('counts a customer once at each step: chat opened, signed in, wrote, ordered, paid', async () => {
    const before = await today()
    const who = await calls.customer()
    // The widget's live link, twice (a reconnection) on the same day: one chat opened.
    for (let count = 0; count < 2; count++) {
      sockets.push(await connectSocket(baseUrl, { token: who.token, subdomain: 'demo' }))
    }
    await settle()
    expect((await sendMessage(ctx.app, who, 'Is the chai masala fresh?')).statusCode).toBe(200)
    expect((await sendMessage(ctx.app, who, 'And spicy?')).statusCode).toBe(200)
    const reply = await ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { customerId: who.customerId, message: 'Fresh this week!' },
    })
    expect(reply.statusCode).toBe(200)
    const order = await paidOrder(who)
    const after = await today()
    expect(change(before, after)).toEqual({
      visits: 0,
      chatsOpened: 1,
      signedIn: 1,
      chatsStarted: 1,
      orders: 1,
      customersOrdered: 1,
      customersPaid: 1,
      orderValue: order.finalAmount,
      revenuePaid: order.finalAmount,
      revenuePending: 0,
    })
    expect(after.medianFirstResponseSeconds).not.toBeNull()
    expect(after.medianFirstResponseSeconds!).toBeLessThan(60)
    const top = (await insights()).topItems
    expect(top.map((item) => item.name)).toContain(order.items[0]!.name)
  })

  it('keeps an unpaid order pending; a cancelled order is not revenue, its refund takes the money off', async () => {
    const who = await calls.customer()
    const start = await today()
    const unpaid = await calls.order(who)
    const pending = await today()
    expect(change(start, pending)).toMatchObject({ orders: 1, revenuePaid: 0, revenuePending: unpaid.finalAmount })

    const paid = await paidOrder(who)
    const withPaid = await today()
    expect(change(pending, withPaid)).toMatchObject({ orders: 1, revenuePaid: paid.finalAmount, revenuePending: 0 })
    const refund = await ctx.app.inject({
      method: 'POST',
      url: OWNER_REFUND_PATH,
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      payload: { orderId: paid.orderId, action: 'cancel', method: 'gateway' },
    })
    expect(refund.statusCode).toBe(200)
    const refunded = await today()
    expect(change(withPaid, refunded)).toMatchObject({
      orders: -1,
      orderValue: -paid.finalAmount,
      revenuePaid: -paid.finalAmount,
      revenuePending: 0,
    })
    expect(refunded.averageOrderValue).toBeGreaterThan(0)
  })

  it("shows another site's owner none of it; refuses an unknown period and a caller who is no owner", async () => {
    const acme = await insights('30d', ACME_OWNER_KEY)
    expect(acme.current).toMatchObject({ visits: 0, chatsOpened: 0, signedIn: 0, orders: 0, revenuePaid: 0 })
    expect(acme.topItems).toEqual([])
    const bad = await ctx.app.inject({
      url: OWNER_INSIGHTS_PATH,
      query: { period: 'year' },
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
    })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('period')
    expect((await ctx.app.inject({ url: OWNER_INSIGHTS_PATH, query: { period: 'today' } })).statusCode).toBe(401)
  })

  it("compares a period with the one before across midnight in the shop's time zone, not UTC's", async () => {
    const site = await ctx.app.db
      .selectFrom('sites')
      .selectAll()
      .where('subdomain', '=', 'acme')
      .executeTakeFirstOrThrow()
    const who = await calls.customer()
    // Two orders 20 minutes apart around midnight in India (18:30 UTC): one on each day, though UTC's day is one.
    // They are moved to the other shop, which has nothing else on those days.
    const late = await calls.order(who)
    const early = await calls.order(who)
    await ctx.app.db.updateTable('orders').set({ siteId: site.id }).where('id', 'in', [late._id, early._id]).execute()
    const placeAt = (id: string, at: string) =>
      sql`update orders set created_at = ${new Date(at)} where id = ${id}`.execute(ctx.app.db)
    await placeAt(late._id, '2026-12-06T18:20:00Z')
    await placeAt(early._id, '2026-12-06T18:40:00Z')
    await ctx.app.db
      .withTables<VisitTables>()
      .insertInto('siteVisits')
      .values([
        { siteId: site.id, day: '2026-12-06', path: '/', visits: 3 },
        { siteId: site.id, day: '2026-12-07', path: '/', visits: 5 },
      ])
      .execute()
    const at = new Date('2026-12-07T06:00:00Z')
    const day = await siteInsights(ctx.app.db, site, 'today', at)
    expect({ from: day.from, to: day.to, timeZone: day.timeZone }).toEqual({
      from: '2026-12-07',
      to: '2026-12-07',
      timeZone: 'Asia/Kolkata',
    })
    expect([day.current.orders, day.previous.orders]).toEqual([1, 1])
    expect([day.current.visits, day.previous.visits]).toEqual([5, 3])
    expect(day.days.map((each) => each.day)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ])
    expect(day.days.slice(-2)).toEqual([
      { day: '2026-12-06', visits: 3, orders: 1 },
      { day: '2026-12-07', visits: 5, orders: 1 },
    ])
    // A week holds both; the week before holds neither.
    const week = await siteInsights(ctx.app.db, site, '7d', at)
    expect([week.current.orders, week.previous.orders, week.current.visits]).toEqual([2, 0, 8])
    expect((await siteInsights(ctx.app.db, site, 'today', new Date('2026-12-06T18:25:00Z'))).current.orders).toBe(1)

    // The next morning's digest carries the same figures: yesterday (7 December in India) against the day before.
    const figures = await digestFigures(ctx.app.db, site, 'Asia/Kolkata', new Date('2026-12-08T03:40:00Z'))
    expect(figures.day).toBe('2026-12-07')
    const text = figureLines(figures, { site: 'Acme' }, 'en')
    expect(text).toContain('Yesterday (2026-12-07) at Acme')
    expect(text).toContain('- Visits: 5 (up 67%)')
    expect(text).toContain('- Orders: 1 (same)')
    expect(text).toContain('- First reply (median): none (same)')
    expect(figureLines(figures, { site: 'Acme' }, 'hi')).toContain('- विज़िट: 5 (67% ज़्यादा)')
  })
})
