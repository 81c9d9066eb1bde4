import { describe, expect, it } from 'vitest'
import { CANCEL_ORDER_PATH } from '../../../contract/orders.js'
import { OWNER_ITEM_VISIBILITY_PATH } from '../../../contract/owner-catalogue.js'
import { OWNER_PAGE_PUBLISH_PATH, OWNER_PAGE_SECTION_PATH } from '../../../contract/owner-page.js'
import { PAGE_PATH, type PageResponse } from '../../../contract/page.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { orderCalls, useOrderingCustomers } from '../order/test-helpers.js'
import { PAGE_CACHE_TTL_MS } from './page-cache.js'

const KEY = 'demo-owner-key-bestselling-0123456789'

/**
 * A Products section showing the bestselling ranks the shop's items by the units its orders hold: real orders
 * placed through the widget's calls decide the order on the published page; a cancelled order sold nothing, a hidden
 * item is not shown, items no one ordered follow newest first.
 */
describe.each(testDatabases)('the bestselling products on the published page on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${KEY}` } })
  const owner = { authorization: `Bearer ${KEY}` }
  const calls = orderCalls(() => ctx.app)
  const { ids, customer, masala, ghevar } = useOrderingCustomers(() => ctx.app, 3)
  const pageCall = async (): Promise<PageResponse> =>
    (await ctx.app.inject({ url: `${PAGE_PATH}?subdomain=demo&customRoute=/` })).json()
  /** The names on the published page's product cards, in their order. */
  const cards = async () => {
    const html = (await ctx.app.inject({ url: '/', headers: { host: 'demo.localhost' } })).body
    return [...html.matchAll(/<h3 class="product-card__name"><a href="\/products\/([^"]+)">/g)].map((m) => m[1])
  }
  // An order does not drop the cached page: the ranks follow within the cache's lifetime.
  const soon = { timeout: PAGE_CACHE_TTL_MS * 2, interval: 100 }
  const post = async (url: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: owner, payload })
    expect(response.statusCode, response.body).toBe(200)
  }

  it('orders the cards by units ordered, ties newest first, from real orders', async () => {
    const values = [
      { key: 'Title', value: 'Our bestsellers' },
      { key: 'Show', value: 'bestselling' },
      { key: 'How Many', value: '3' },
    ]
    await post(OWNER_PAGE_SECTION_PATH, { sectionId: 'sec-products', values })
    await post(OWNER_PAGE_PUBLISH_PATH, {})
    // No orders yet: every item ties, newest first.
    const storefront = (await pageCall()).storefront!
    expect(storefront.bestselling).toEqual(storefront.newest)
    const newest = await cards()
    expect(newest).toHaveLength(3)
    /** What the section shows when these sold: they first, then the newest of the rest. */
    const ranked = (...sold: string[]) => [...sold, ...newest.filter((slug) => !sold.includes(slug))].slice(0, 3)

    const alice = customer()
    await calls.created(alice.who, [ghevar()], { address: alice.home })
    const bob = customer()
    await calls.created(bob.who, [masala()], { address: bob.home }) // two units
    await expect.poll(cards, soon).toEqual(ranked('garam-masala', 'ghevar'))

    const carol = customer()
    const { orders } = await calls.created(carol.who, [{ ...ghevar(), quantity: 2 }], { address: carol.home })
    await expect.poll(cards, soon).toEqual(ranked('ghevar', 'garam-masala'))

    // Cancelled, Carol's order sold nothing.
    const cancelled = await calls.post(carol.who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: orders[0]!._id })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await expect.poll(cards, soon).toEqual(ranked('garam-masala', 'ghevar'))

    // A hidden item is never shown, however it sold.
    await post(OWNER_ITEM_VISIBILITY_PATH, { itemId: ids['garam-masala'], hidden: true })
    await expect.poll(async () => (await cards()).includes('garam-masala'), soon).toBe(false)
    expect((await cards())[0]).toBe('ghevar')
  })
})
