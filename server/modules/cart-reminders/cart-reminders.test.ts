import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CART_ADD_PATH } from '../../../contract/cart.js'
import { OWNER_CART_REMINDERS_PATH, type CartRemindersResponse } from '../../../contract/owner-cart-reminders.js'
import type { PushNotification } from '../../../contract/push.js'
import { allDelivered } from '../../events/testing/all-delivered.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, TWO_OWNERS_ENV, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addSite } from '../../test/sites.js'
import { customerDevice, startPushService, type PushService } from '../../test/push-service.js'
import type { SignedIn } from '../auth/test-helpers.js'
import { orderCalls, useOrderingCustomers } from '../order/test-helpers.js'
import { atNight, sendCartReminders } from './index.js'

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
afterAll(async () => push?.close())

const HOUR = 60 * 60 * 1000

/** The first half hour from `from` on that is day in Kolkata (the demo's time zone), or night when `night`. */
function clockAfter(from: number, night = false): Date {
  let at = from
  while (atNight(new Date(at), 'Asia/Kolkata') !== night) at += HOUR / 2
  return new Date(at)
}

/**
 * The forgotten-cart reminder: the owner turns it on, and a sweep at a given moment pushes each signed-in customer
 * who left a cart that long (and can be pushed) once, never at night in the shop's time zone, never after they
 * ordered. Through the real calls, the outbox and a local Web Push service.
 */
describe.each(testDatabases)('forgotten-cart reminders on $name', (kind) => {
  const ctx = useTestApp(kind, () => ({ env: { ...push.env, ...TWO_OWNERS_ENV } }))
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
  })
  const calls = orderCalls(() => ctx.app)
  const { customer, masala } = useOrderingCustomers(() => ctx.app, 3)
  const owner = (key = DEMO_OWNER_KEY) => ({ authorization: `Bearer ${key}` })
  const settings = async (key = DEMO_OWNER_KEY): Promise<CartRemindersResponse> => {
    const response = await ctx.app.inject({ url: OWNER_CART_REMINDERS_PATH, headers: owner(key) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const choose = (payload: unknown) =>
    ctx.app.inject({ method: 'PUT', url: OWNER_CART_REMINDERS_PATH, headers: owner(), payload: payload as object })
  const sweep = (at: Date) => sendCartReminders({ db: ctx.app.db, events: ctx.app.events, log: ctx.app.log }, at)
  const device = (who: SignedIn) => customerDevice(ctx.app, push, who.authorization)
  const leaveInCart = async (who: SignedIn) => {
    const added = await calls.post(who, CART_ADD_PATH, { item: masala() })
    expect(added.statusCode, added.body).toBe(200)
  }

  it('is off until the owner picks a delay of 1 to 48 hours, for their own shop only', async () => {
    expect(await settings()).toEqual({ hours: null, sent: 0, ordered: 0 })
    const tooLong = await choose({ hours: 49 })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().errors.map((error: { path: string }) => error.path)).toEqual(['body.hours'])
    expect((await choose({ hours: 3 })).json()).toEqual({ hours: 3, sent: 0, ordered: 0 })
    expect((await settings(ACME_OWNER_KEY)).hours).toBeNull()
  })

  it('pushes a forgotten cart once, by day, not to one who ordered since; counts the order it led to', async () => {
    const asha = customer()
    const ravi = customer() // no device: nothing to push to
    const meena = customer() // orders after filling the cart
    const ashaDevice = await device(asha.who)
    const meenaDevice = await device(meena.who)
    for (const who of [asha, ravi, meena]) await leaveInCart(who.who)
    await calls.created(meena.who, [masala()], { address: meena.home })
    const due = Date.now() + 3 * HOUR

    expect(await sweep(new Date(due - HOUR / 4))).toBe(0)
    expect(await sweep(clockAfter(due, true))).toBe(0)
    const day = clockAfter(due)
    // Two processes sweeping at once: one reminder.
    expect((await Promise.all([sweep(day), sweep(day)])).reduce((sum, sent) => sum + sent, 0)).toBe(1)
    expect(await sweep(new Date(day.getTime() + HOUR))).toBe(0)
    await allDelivered(ctx.database.db)
    const received = (await push.messages(ashaDevice)) as PushNotification[]
    expect(received).toEqual([
      {
        title: expect.stringContaining('your cart is waiting'),
        body: 'Items in your cart: 2. Tap to see them and order.',
        tag: 'cart',
        url: '/?chat=open&source=cart_summary',
        silent: false,
      },
    ])
    expect(await push.messages(meenaDevice)).toEqual([])

    expect(await settings()).toEqual({ hours: 3, sent: 1, ordered: 0 })
    // The sweep ran hours ahead of the clock; the order must come after the reminder to count.
    await sql`update cart_reminders set sent_at = now() - interval '1 minute'`.execute(ctx.app.db)
    await calls.created(asha.who, [masala()], { address: asha.home })
    expect(await settings()).toEqual({ hours: 3, sent: 1, ordered: 1 })
  })
})
