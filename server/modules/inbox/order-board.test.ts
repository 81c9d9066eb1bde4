import { beforeAll, expect, it } from 'vitest'
import {
  ORDER_BOARD_PAGE_SIZE,
  OWNER_ORDER_BOARD_PATH,
  OrderBoardResponse,
} from '../../../contract/owner-order-board.js'
import { REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import { json } from '../../db/schema.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, TWO_OWNERS_ENV, describeWithApp } from '../../test/app.js'
import { signIn } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'
import { ownerCalls } from './test-helpers.js'
import { addSite } from '../../test/sites.js'
import { errorPaths } from '../../test/answers.js'

describeWithApp('the owner Orders tab call', { env: TWO_OWNERS_ENV }, (ctx) => {
  const demo = ownerCalls(() => ctx.app, DEMO_OWNER_KEY)
  const acme = ownerCalls(() => ctx.app, ACME_OWNER_KEY)
  const calls = paymentCalls(() => ctx.app)

  beforeAll(async () => {
    await addSite(ctx.database.db)
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

  it('carries an older order with a reported payment waiting on the first page, after the page', async () => {
    const carol = await signIn(ctx.app, 3)
    const waiting = await calls.order(carol)
    const reported = await calls.post(carol, REPORT_MANUAL_PAYMENT_PATH, {
      orderId: waiting._id,
      reference: '412345678903',
    })
    expect(reported.statusCode).toBe(200)
    // A page of newer orders after it: copies of the customer's order (the rows, to keep the test quick).
    const { id: _id, ...row } = await ctx.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', waiting._id)
      .executeTakeFirstOrThrow()
    await ctx.app.db
      .insertInto('orders')
      .values(
        Array.from({ length: ORDER_BOARD_PAGE_SIZE }, (_, index) => ({
          ...row,
          orderId: `${row.orderId}-${index}`,
          details: json(row.details),
          createdAt: new Date(Date.now() + (index + 1) * 1000),
        })),
      )
      .execute()

    const first = answerOf(OrderBoardResponse, await demo.get(OWNER_ORDER_BOARD_PATH))
    expect(first.hasMore).toBe(true)
    // After the page: the older orders with a payment waiting (this one, and the first test's Bob's), none other.
    const after = first.orders.slice(ORDER_BOARD_PAGE_SIZE)
    expect(after.map((order) => order._id)).toContain(waiting._id)
    expect(after.map((order) => order.reportedPayments[0]?.reference ?? null)).not.toContain(null)
    expect(after.find((order) => order._id === waiting._id)!.reportedPayments[0]!.reference).toBe('412345678903')
    const second = answerOf(OrderBoardResponse, await demo.get(OWNER_ORDER_BOARD_PATH, { page: '2' }))
    expect(second.orders.map((order) => order._id)).toContain(waiting._id)
  })

  it('answers 400 with the field path for a bad page, and 401 without the owner key', async () => {
    const bad = await demo.get(OWNER_ORDER_BOARD_PATH, { page: '0' })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad)).toEqual(['query.page'])
    expect((await ctx.app.inject({ url: OWNER_ORDER_BOARD_PATH })).statusCode).toBe(401)
  })
})
