import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import type { Order } from '../../../contract/orders.js'
import { OWNER_ORDER_ACTION_PATH } from '../../../contract/orders.js'
import {
  CustomersResponse,
  OWNER_CUSTOMERS_EXPORT_PATH,
  OWNER_CUSTOMERS_PATH,
  type OwnerCustomer,
} from '../../../contract/owner-customers.js'
import {
  OWNER_CONVERSATION_LABEL_PATH,
  OWNER_LABEL_SAVE_PATH,
  SaveLabelResponse,
} from '../../../contract/owner-labels.js'
import { ACME_OWNER_KEY, DEMO_OWNER_KEY, describeWithApp, TWO_OWNERS_ENV } from '../../test/app.js'
import { answerOf, errorPaths } from '../../test/answers.js'
import { addSite } from '../../test/sites.js'
import { testPhone, type SignedIn } from '../auth/test-helpers.js'
import { jaipurAddress } from '../order/test-helpers.js'
import { paymentCalls, refundCalls } from '../payment/payment-test-helpers.js'

/** The test numbers `paymentCalls` signs in from 1: the payer, the late payer, the quiet one, the formula. */
const phone = (index: number) => testPhone(index).phoneNumber
const FORMULA = '=HYPERLINK("http://evil.example","Click")'

describeWithApp('the owner customers list', { env: TWO_OWNERS_ENV }, (ctx) => {
  const calls = paymentCalls(() => ctx.app, 1)
  const money = refundCalls(ctx)
  const who = {} as Record<'payer' | 'late' | 'quiet' | 'formula', SignedIn>
  const orders = {} as Record<'kept' | 'refunded' | 'unpaid' | 'late', Order>

  const list = async (query: Record<string, string> = {}, key = DEMO_OWNER_KEY) =>
    answerOf(
      CustomersResponse,
      await ctx.app.inject({ url: OWNER_CUSTOMERS_PATH, query, headers: { authorization: `Bearer ${key}` } }),
    )
  const one = async (customer: SignedIn) => (await list({ customerId: customer.customerId })).customers[0]!
  /** Every page of a query, `limit` at a time, following `next`. */
  const walk = async (query: Record<string, string>, limit = 2) => {
    const seen: OwnerCustomer[] = []
    let after: string | null = null
    do {
      const page = await list({ ...query, limit: String(limit), ...(after ? { after } : {}) })
      seen.push(...page.customers)
      after = page.next
    } while (after !== null)
    return seen
  }
  const paid = async (customer: SignedIn) => {
    const order = await calls.order(customer)
    const init = await calls.started(customer, order._id)
    const handler = (await calls.sandboxPay(init)).json()
    expect((await calls.verify(customer, { ...handler, paymentAttemptId: init.paymentAttemptId })).statusCode).toBe(200)
    return order
  }

  beforeAll(async () => {
    await addSite(ctx.database.db, 'acme')
    await ctx.app.ready()
    who.payer = await calls.customer()
    who.late = await calls.customer()
    who.quiet = await calls.customer()
    who.formula = await calls.customer()
    orders.kept = await paid(who.payer)
    orders.refunded = await paid(who.payer)
    await money.refund({ orderId: orders.refunded.orderId, action: 'cancel', method: 'gateway' })
    orders.unpaid = await calls.order(who.payer)
    // Money that reaches a cancelled order is owed back, never spent; settled, it went back.
    orders.late = await calls.order(who.late)
    const init = await calls.started(who.late, orders.late._id)
    await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: orders.late.orderId, action: 'cancel' })
    const handler = (await calls.sandboxPay(init)).json()
    await calls.verify(who.late, { ...handler, paymentAttemptId: init.paymentAttemptId })
    await calls.addAddress(who.quiet, jaipurAddress({ fullName: 'Zoya Mirza' }))
    await calls.addAddress(who.formula, jaipurAddress({ fullName: FORMULA }))
  })

  it("counts a customer's orders and money kept: a cancelled order is neither, a refund comes off", async () => {
    const payer = await one(who.payer)
    expect(payer).toMatchObject({ name: 'Asha Verma', orders: 2, spent: orders.kept.finalAmount })
    expect(payer.phoneNumber).toBe(phone(1))
    expect(Date.parse(payer.lastMessageAt!)).toBeGreaterThanOrEqual(Date.parse(payer.firstSeen))
    expect(await one(who.late)).toMatchObject({ orders: 0, spent: 0 })
    await money.refund({ orderId: orders.late.orderId, action: 'settle', method: 'gateway' })
    expect(await one(who.late)).toMatchObject({ orders: 0, spent: 0 })
    expect(await one(who.quiet)).toMatchObject({ name: 'Zoya Mirza', orders: 0, spent: 0 })
    // The unpaid order, cancelled, leaves one order and the same money.
    await money.owner(OWNER_ORDER_ACTION_PATH, { orderId: orders.unpaid.orderId, action: 'cancel' })
    expect(await one(who.payer)).toMatchObject({ orders: 1, spent: orders.kept.finalAmount })
  })

  it('finds a customer by the name on their address, or by their phone with or without the dial code', async () => {
    const ids = async (search: string) => (await list({ search })).customers.map((customer) => customer.customerId)
    expect(await ids('zoya')).toEqual([who.quiet.customerId])
    expect(await ids(phone(3).slice(-5))).toEqual([who.quiet.customerId])
    expect(await ids(`+91 ${phone(2)}`)).toEqual([who.late.customerId])
    expect(await ids('nobody like this')).toEqual([])
    // `%` is a plain character.
    expect(await ids('%')).toEqual([])
  })

  it('searches through a trigram index, kept as a customer changes their name', async () => {
    const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes
      where indexname in ('customer_search_texts_trigrams', 'catalogue_items_search_trigrams',
        'orders_search_trigrams')`.execute(ctx.database.db)
    expect(indexes.rows.map((row) => row.name).sort()).toEqual([
      'catalogue_items_search_trigrams',
      'customer_search_texts_trigrams',
      'orders_search_trigrams',
    ])
    await ctx.database.db
      .updateTable('customers')
      .set({ name: 'Tanvir Quadri' })
      .where('id', '=', who.late.customerId)
      .execute()
    const found = await list({ search: 'quadri' })
    expect(found.customers.map((customer) => customer.customerId)).toEqual([who.late.customerId])
  })

  it('sorts by each column both ways, a page at a time, every customer once', async () => {
    const all = (await list()).customers
    expect(all.length).toBeGreaterThanOrEqual(4)
    const activity = (customer: OwnerCustomer) => Date.parse(customer.lastMessageAt ?? customer.firstSeen)
    const keys = {
      lastMessage: activity,
      firstSeen: (customer: OwnerCustomer) => Date.parse(customer.firstSeen),
      spent: (customer: OwnerCustomer) => customer.spent,
      orders: (customer: OwnerCustomer) => customer.orders,
    }
    for (const [sort, key] of Object.entries(keys))
      for (const dir of ['desc', 'asc']) {
        const walked = await walk({ sort, dir }, 1)
        expect(new Set(walked.map((customer) => customer.customerId)).size).toBe(all.length)
        const values = walked.map(key)
        const sorted = [...values].sort((a, b) => (dir === 'asc' ? a - b : b - a))
        expect(values, `${sort} ${dir}`).toEqual(sorted)
      }
    expect((await list({ sort: 'spent' })).customers[0]!.customerId).toBe(who.payer.customerId)
  })

  it('filters customers with orders and without', async () => {
    const withOrders = (await list({ orders: 'with' })).customers
    expect(withOrders.map((customer) => customer.customerId)).toEqual([who.payer.customerId])
    const without = (await list({ orders: 'without' })).customers
    expect(without.every((customer) => customer.orders === 0)).toBe(true)
    expect(without.map((customer) => customer.customerId)).toContain(who.quiet.customerId)
  })

  it("never shows another shop's owner these customers: not listed, 404 by id, not in the CSV", async () => {
    expect((await list({}, ACME_OWNER_KEY)).customers).toEqual([])
    const byId = await ctx.app.inject({
      url: OWNER_CUSTOMERS_PATH,
      query: { customerId: who.payer.customerId },
      headers: { authorization: `Bearer ${ACME_OWNER_KEY}` },
    })
    expect(byId.statusCode).toBe(404)
    const csv = await ctx.app.inject({
      url: OWNER_CUSTOMERS_EXPORT_PATH,
      headers: { authorization: `Bearer ${ACME_OWNER_KEY}` },
    })
    expect(csv.body).toBe('name,phone,first_seen,last_message,orders,spent,labels\n')
    expect((await ctx.app.inject({ url: OWNER_CUSTOMERS_PATH })).statusCode).toBe(401)
  })

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    const csv = await ctx.app.inject({
      url: OWNER_CUSTOMERS_EXPORT_PATH,
      query: { sort: 'spent' },
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="demo-customers-\d{4}-\d\d-\d\d\.csv"$/)
    const lines = csv.body.trimEnd().split('\n')
    expect(lines[0]).toBe('name,phone,first_seen,last_message,orders,spent,labels')
    const spent = orders.kept.finalAmount.toFixed(2)
    expect(lines[1]).toMatch(new RegExp(`^Asha Verma,91 ${phone(1)},[^,]+Z,[^,]+Z,1,${spent},[^,]*$`))
    // The formula goes out as text: a leading ' before it, never a cell starting with =.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(lines.some((line) => /(^|,)"?[=+@-]/.test(line))).toBe(false)
    const filtered = await ctx.app.inject({
      url: OWNER_CUSTOMERS_EXPORT_PATH,
      query: { search: 'zoya' },
      headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
    })
    expect(filtered.body.trimEnd().split('\n')).toHaveLength(2)
  })

  it("shows each customer's labels and keeps those of one label; another shop's owner finds none", async () => {
    const owner = { authorization: `Bearer ${DEMO_OWNER_KEY}` }
    const saved = await ctx.app.inject({
      method: 'POST',
      url: OWNER_LABEL_SAVE_PATH,
      headers: owner,
      payload: { name: 'Cake quote', colour: 'pink' },
    })
    const label = answerOf(SaveLabelResponse, saved).label
    const labelled = await ctx.app.inject({
      method: 'POST',
      url: OWNER_CONVERSATION_LABEL_PATH,
      headers: owner,
      payload: { customerId: who.quiet.customerId, labelId: label._id, on: true },
    })
    expect(labelled.statusCode, labelled.body).toBe(200)
    const kept = (await list({ label: label._id })).customers
    expect(kept.map((customer) => customer.customerId)).toEqual([who.quiet.customerId])
    expect(kept[0]!.labelIds).toContain(label._id)
    expect((await one(who.formula)).labelIds).not.toContain(label._id)
    expect((await list({ label: label._id }, ACME_OWNER_KEY)).customers).toEqual([])

    // The CSV names them: the owners' as written, the product's in the reader's language.
    await ctx.app.inject({
      method: 'POST',
      url: OWNER_CONVERSATION_LABEL_PATH,
      headers: owner,
      payload: { customerId: who.quiet.customerId, labelId: 'paid', on: true },
    })
    const csv = await ctx.app.inject({
      url: OWNER_CUSTOMERS_EXPORT_PATH,
      query: { label: label._id },
      headers: { ...owner, 'accept-language': 'hi' },
    })
    const row = csv.body.trimEnd().split('\n')[1]!
    expect(row.split(',').at(-1)!.split('; ')).toEqual(expect.arrayContaining(['Cake quote', 'भुगतान हो गया']))
  })

  it('answers 400 with the path of each bad part of the query', async () => {
    const bad = async (query: Record<string, string>) => {
      const answer = await ctx.app.inject({
        url: OWNER_CUSTOMERS_PATH,
        query,
        headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` },
      })
      expect(answer.statusCode).toBe(400)
      return errorPaths(answer)
    }
    expect(await bad({ sort: 'name' })).toEqual(['query.sort'])
    expect(await bad({ orders: 'some', limit: '0' })).toEqual(['query.orders', 'query.limit'])
    expect(await bad({ after: 'not a cursor' })).toEqual(['query.after'])
    expect(await bad({ dir: 'up' })).toEqual(['query.dir'])
    // A cursor of another order is not one of this list's.
    const next = (await list({ sort: 'spent', limit: '1' })).next!
    expect(await bad({ sort: 'orders', after: next })).toEqual(['query.after'])
  })
})
