import { beforeAll, describe, expect, it } from 'vitest'
import { GET_ORDERS_PATH, ORDERS_PAGE_SIZE, type Order } from '../../../contract/orders.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { demoItemIds, orderCalls } from './test-helpers.js'
import { errorPaths } from '../../test/answers.js'

describe.each(testDatabases)('the History orders call on $name', (kind) => {
  const ctx = useTestApp(kind, { env: TEST_NUMBERS_ENV })
  const calls = orderCalls(() => ctx.app)
  let alice: SignedIn
  let bob: SignedIn
  /** Alice's orders, oldest first. */
  let made: Order[]
  const numbers = (orders: Order[]) => orders.map((order) => order.orderId)

  beforeAll(async () => {
    const ids = await demoItemIds(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
    made = []
    // Eleven blends of growing size, then one jalebi counter (services: unlimited, no address).
    for (let quantity = 1; quantity <= 11; quantity++) {
      made.push(
        ...(
          await calls.created(alice, [
            { _id: ids['custom-spice-blend'], selectedPackage: 'pkg-custom-blend-trial', quantity },
          ])
        ).orders,
      )
    }
    made.push(
      ...(await calls.created(alice, [{ _id: ids['live-jalebi-counter'], selectedPackage: 'pkg-jalebi-50' }])).orders,
    )
    await calls.created(bob, [{ _id: ids['live-jalebi-counter'], selectedPackage: 'pkg-jalebi-100' }])
    await ctx.app.db.updateTable('orders').set({ status: 'Completed' }).where('id', '=', made[0]!._id).execute()
  })

  it('pages the customer’s own orders, newest first, 10 a page, with the page count', async () => {
    const first = await calls.orders(alice)
    expect([first.size, first.total, first.orders.length]).toEqual([2, 12, ORDERS_PAGE_SIZE])
    expect(numbers(first.orders)).toEqual(numbers([...made].reverse().slice(0, 10)))
    const second = await calls.orders(alice, { page: '2' })
    expect(numbers(second.orders)).toEqual(numbers(made.slice(0, 2).reverse()))
    expect((await calls.orders(alice, { page: '3' })).orders).toEqual([])
    expect((await calls.orders(bob)).total).toBe(1)
  })

  it('sorts by final amount, largest first', async () => {
    const byAmount = (await calls.orders(alice, { sortBy: 'finalAmount' })).orders.map((order) => order.finalAmount)
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a))
    expect(byAmount.slice(0, 2)).toEqual([45430, 41300])
    expect(byAmount).toContain(10620)
  })

  it('searches order id, title and item names, ignoring case; filters by status', async () => {
    expect(numbers((await calls.orders(alice, { search: 'JALEBI' })).orders)).toEqual([made[11]!.orderId])
    expect(numbers((await calls.orders(alice, { search: made[4]!.orderId.toLowerCase() })).orders)).toEqual([
      made[4]!.orderId,
    ])
    expect((await calls.orders(alice, { search: 'custom spice' })).total).toBe(11)
    expect((await calls.orders(alice, { search: '%' })).total).toBe(0)
    expect((await calls.orders(alice, { search: 'no such thing' })).orders).toEqual([])
    expect(numbers((await calls.orders(alice, { statusFilter: 'Completed' })).orders)).toEqual([made[0]!.orderId])
    expect((await calls.orders(alice, { statusFilter: 'Active', search: 'blend' })).total).toBe(10)
    expect((await calls.orders(alice, { statusFilter: 'All' })).total).toBe(12)
  })

  it("refuses another customer's orders (403) and bad filters (400 at their paths)", async () => {
    const forged = await ctx.app.inject({
      url: GET_ORDERS_PATH,
      query: { customerId: bob.customerId },
      headers: { authorization: alice.authorization },
    })
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'FORBIDDEN'])
    const bad = await calls.get(alice, GET_ORDERS_PATH, { page: '0', sortBy: 'price', statusFilter: 'Shipped' })
    expect(errorPaths(bad)).toEqual(['query.page', 'query.sortBy', 'query.statusFilter'])
  })
})
