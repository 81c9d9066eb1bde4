import { beforeAll, describe, expect, it } from 'vitest'
import {
  OWNER_DISCOUNT_CODES_PATH,
  OWNER_DISCOUNT_CODE_DELETE_PATH,
  OWNER_DISCOUNT_CODE_SAVE_PATH,
  OwnerDiscountCodesResponse,
  type DiscountCode,
  type DiscountCodeInput,
} from '../../../contract/discount-codes.js'
import { CANCEL_ORDER_PATH, TOTALS_PATH, TotalsResponse } from '../../../contract/orders.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { addSite } from '../../test/sites.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf, failureOf, orderCalls, useOrderingCustomers } from '../order/test-helpers.js'
import { testDiscountCode } from '../../../contract/testing/test-discount.js'
import { errorPaths } from '../../test/answers.js'

const DEMO_KEY = 'demo-owner-key-discount-codes-0123456789'
const ACME_KEY = 'acme-owner-key-discount-codes-0123456789'
const owner = (key: string) => ({ authorization: `Bearer ${key}` })

describe.each(testDatabases)('discount codes on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: {
      ...TEST_NUMBERS_ENV,
      OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`,
      SITE_CONCURRENCY_LIMIT: '40',
      SITE_ORDER_RATE_LIMIT: '1000',
    },
  })
  const calls = orderCalls(() => ctx.app)
  const { ids, customer, masala, ghevar } = useOrderingCustomers(() => ctx.app, 30)
  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
  })
  const save = (payload: object, key = DEMO_KEY) =>
    ctx.app.inject({ method: 'POST', url: OWNER_DISCOUNT_CODE_SAVE_PATH, headers: owner(key), payload })
  const saved = async (payload: object) => {
    const response = await save(payload)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ discountCode: DiscountCode }>().discountCode
  }
  const list = async (key = DEMO_KEY) =>
    answerOf(OwnerDiscountCodesResponse, await ctx.app.inject({ url: OWNER_DISCOUNT_CODES_PATH, headers: owner(key) }))
      .discountCodes
  const totals = async (who: ReturnType<typeof customer>, products: unknown[], discountCode?: string) =>
    answerOf(
      TotalsResponse,
      await calls.post(who.who, TOTALS_PATH, {
        products,
        deliveryAddress: { _id: who.home._id },
        ...(discountCode && { discountCode }),
      }),
    ).data
  const create = (who: ReturnType<typeof customer>, items: unknown[], discountCode?: string) =>
    calls.post(who.who, '/business_website/chat_widget/create_catalogue_order_from_chat_widget', {
      orderData: { source: 'direct_buy', items, deliveryAddress: { _id: who.home._id }, discountCode },
    })

  it('keeps a shop’s codes: capitals, one name per shop, 400 with field paths, 404 across sites', async () => {
    const code = await saved(testDiscountCode({ code: ' diwali10 ', minOrder: 500 }))
    expect(code).toMatchObject({ code: 'DIWALI10', kind: 'percent', value: 10, minOrder: 500, uses: 0 })
    expect((await save(testDiscountCode())).json().errors).toEqual([{ path: 'body.code', message: expect.any(String) }])
    const bad = await save({ ...testDiscountCode({ code: 'x!', value: 150, endsOn: '2026-13-01' }), kind: 'half' })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad).sort()).toEqual(['body.code', 'body.endsOn', 'body.kind'])
    const rules = await save(
      testDiscountCode({ code: 'BIG', value: 150, startsOn: '2026-12-10', endsOn: '2026-12-01' }),
    )
    expect(errorPaths(rules)).toEqual(['body.value', 'body.endsOn'])
    const foreign = await save(
      testDiscountCode({ code: 'ITEMS', itemIds: [ids['ghevar']!, 'nope'], categoryIds: ['none'] }),
    )
    expect(errorPaths(foreign)).toEqual(['body.itemIds.1', 'body.categoryIds.0'])
    // Acme's owner neither sees nor changes nor deletes the demo's code; acme may have its own DIWALI10.
    expect(await list(ACME_KEY)).toEqual([])
    expect((await save({ ...testDiscountCode(), _id: code._id }, ACME_KEY)).statusCode).toBe(404)
    const remove = (key: string) =>
      ctx.app.inject({ method: 'POST', url: OWNER_DISCOUNT_CODE_DELETE_PATH, headers: owner(key), payload: code })
    expect((await remove(ACME_KEY)).statusCode).toBe(404)
    expect((await save(testDiscountCode(), ACME_KEY)).statusCode).toBe(200)
    expect((await list()).map((each) => each.code)).toEqual(['DIWALI10'])
  })

  it('prices a code on the server: why it does not apply, else the discount line and lower GST', async () => {
    const who = customer()
    // Two 100 g masalas: ₹318 + ₹15.90 GST = ₹333.90 of items; ₹100 delivery from Jaipur.
    expect(await totals(who, [masala()], 'diwali10')).toMatchObject({
      total: 433.9,
      codeProblem: { code: 'DIWALI10', reason: 'belowMinimum', message: 'Add ₹166.10 more to use DIWALI10.' },
    })
    const four = { ...masala(), quantity: 4 }
    // ₹636 of goods: 10% is ₹63.60 off, and its 5% GST (₹3.18) comes off too.
    const applied = await totals(who, [four], 'DIWALI10')
    expect(applied).toMatchObject({ discount: { code: 'DIWALI10', kind: 'percent', amount: 63.6 }, totalGst: 28.62 })
    expect(applied).toMatchObject({ shippingCost: 100, total: 701.02 })
    expect(applied.codeProblem).toBeUndefined()
    expect((await totals(who, [four], 'NOPE1')).codeProblem).toMatchObject({ reason: 'unknown' })
    const bad = await calls.post(who.who, TOTALS_PATH, { products: [four], deliveryAddress: null, discountCode: '!' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual([{ path: 'body.discountCode', message: expect.any(String) }])

    // Made with the code, the order keeps it and the discount line; History shows it.
    const made = await create(who, [four], 'DIWALI10')
    expect(made.statusCode, made.body).toBe(200)
    const [order] = made.json().data.orders
    expect(order).toMatchObject({ discountCode: { code: 'DIWALI10', amount: 63.6 }, finalAmount: applied.total })
    // The chat's order message names it too.
    expect(made.json().data.messages[0].message).toContain('Code DIWALI10: −₹63.60')
    const history = await calls.orders(who.who)
    expect(history.orders[0]).toMatchObject({ discountCode: { code: 'DIWALI10', amount: 63.6 } })
  })

  it('says why: paused, not started, ended, not for these items, free delivery, used once per customer', async () => {
    const who = customer()
    const reason = async (input: Partial<DiscountCodeInput>, items: unknown[] = [masala()]) => {
      await saved(testDiscountCode({ code: 'TRY', ...input, ...(await idOf('TRY')) }))
      return (await totals(who, items, 'TRY')).codeProblem?.reason ?? null
    }
    const idOf = async (code: string) => {
      const found = (await list()).find((each) => each.code === code)
      return found ? { _id: found._id } : {}
    }
    expect(await reason({ active: false })).toBe('paused')
    expect(await reason({ startsOn: '2999-01-01' })).toBe('notStarted')
    expect(await reason({ endsOn: '2020-01-01' })).toBe('expired')
    expect(await reason({ startsOn: '2020-01-01', endsOn: '2999-01-01' })).toBeNull()
    expect(await reason({ itemIds: [ids['ghevar']!] })).toBe('notForItems')
    expect(await reason({ itemIds: [ids['ghevar']!] }, [masala(), ghevar()])).toBeNull()
    // Only the ghevar line is covered: 10% of it, none of the masala.
    const part = await totals(who, [masala(), ghevar()], 'TRY')
    const ghevarOnly = await totals(who, [ghevar()], 'TRY')
    expect(part.discount!.amount).toBe(ghevarOnly.discount!.amount)
    expect(await reason({ kind: 'freeDelivery', value: 0 })).toBeNull()
    expect(await totals(who, [masala()], 'TRY')).toMatchObject({
      shippingCost: 100,
      discount: { kind: 'freeDelivery', amount: 100 },
      total: 333.9,
    })
    await reason({ kind: 'amount', value: 50, oncePerCustomer: true })
    expect((await create(who, [masala()], 'TRY')).statusCode).toBe(200)
    expect(await reason({ kind: 'amount', value: 50, oncePerCustomer: true })).toBe('alreadyUsed')
    const again = await create(who, [masala()], 'TRY')
    expect(failureOf(again)).toEqual([409, 'You have used TRY already: it works once per customer.', 'DISCOUNT_CODE'])
  })

  it('never goes past its limit under 20 concurrent checkouts; a cancelled order gives its use back', async () => {
    const code = await saved(testDiscountCode({ code: 'RACE', kind: 'amount', value: 20, useLimit: 5 }))
    const buyers = Array.from({ length: 20 }, () => customer())
    const answers = await Promise.all(buyers.map((buyer) => create(buyer, [masala()], 'RACE')))
    const statuses = answers.map((answer) => answer.statusCode)
    const others = answers.filter((answer) => answer.statusCode !== 200 && answer.statusCode !== 409)
    expect(others.map((answer) => answer.body)).toEqual([])
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(15)
    const refused = answers.find((answer) => answer.statusCode === 409)!
    expect(failureOf(refused)[1]).toBe('RACE has been used as many times as the shop allows.')
    expect((await list()).find((each) => each._id === code._id)!.uses).toBe(5)

    // One of the five cancels: the use comes back, and a sixth customer may use it.
    const winner = buyers[statuses.indexOf(200)]!
    const [order] = answers[statuses.indexOf(200)]!.json().data.orders
    const cancelled = await calls.post(winner.who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: order._id })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await list()).find((each) => each._id === code._id)!.uses).toBe(4)
    expect((await create(customer(), [masala()], 'RACE')).statusCode).toBe(200)
    expect((await create(customer(), [masala()], 'RACE')).statusCode).toBe(409)
  })
})
