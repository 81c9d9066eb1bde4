import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_ORDER_BOARD_PATH, OrderBoardResponse } from '../../../contract/owner-order-board.js'
import { REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'
import { ownerCalls } from './test-helpers.js'

const DEMO_KEY = 'demo-owner-key-board-0123456789ab'
const ACME_KEY = 'acme-owner-key-board-0123456789ab'

describe.each(testDatabases)('the owner Orders tab call on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` } })
  const demo = ownerCalls(() => ctx.app, DEMO_KEY)
  const acme = ownerCalls(() => ctx.app, ACME_KEY)
  const calls = paymentCalls(() => ctx.app)

  beforeAll(async () => {
    await ctx.database.db
      .insertInto('sites')
      .values({
        subdomain: 'acme',
        templateSlug: 'product-v1',
        colorPalette: json({}),
        widgetSettings: null,
        paymentSettings: json({}),
      })
      .execute()
  })

  it('lists the site’s orders newest first, with customers and reported payments, no other site’s', async () => {
    const alice = await signIn(ctx.app, 1)
    const bob = await signIn(ctx.app, 2)
    await ctx.app.db.updateTable('customers').set({ name: 'Bob' }).where('id', '=', bob.customerId).execute()
    const first = await calls.order(alice)
    const second = await calls.order(bob)
    const reported = await calls.post(bob, REPORT_MANUAL_PAYMENT_PATH, {
      orderId: second._id,
      reference: '412345678901',
    })
    expect(reported.statusCode).toBe(200)

    const board = answerOf(OrderBoardResponse, await demo.get(OWNER_ORDER_BOARD_PATH))
    expect([board.total, board.hasMore]).toEqual([2, false])
    expect(board.orders.map((order) => order._id)).toEqual([second._id, first._id])
    expect(board.orders[0]!.customer).toEqual({
      customerId: bob.customerId,
      countryCode: '+91',
      phoneNumber: '9000000002',
      name: 'Bob',
    })
    // No profile name: the name on the order's delivery address.
    expect(board.orders[1]!.customer).toMatchObject({ customerId: alice.customerId, name: 'Asha Verma' })
    expect(board.orders[0]!.reportedPayments.map((report) => report.reference)).toEqual(['412345678901'])
    expect(board.orders[1]!.reportedPayments).toEqual([])
    expect((await demo.get(OWNER_ORDER_BOARD_PATH, { page: '2' })).json().orders).toEqual([])

    // Another site's owner sees none of demo's orders.
    const other = answerOf(OrderBoardResponse, await acme.get(OWNER_ORDER_BOARD_PATH))
    expect([other.total, other.orders]).toEqual([0, []])
  })

  it('answers 400 with the field path for a bad page, and 401 without the owner key', async () => {
    const bad = await demo.get(OWNER_ORDER_BOARD_PATH, { page: '0' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['query.page'])
    expect((await ctx.app.inject({ url: OWNER_ORDER_BOARD_PATH })).statusCode).toBe(401)
  })
})
