import { sql } from 'kysely'
import { beforeAll } from 'vitest'
import {
  ADD_ADDRESS_PATH,
  AddressesResponse,
  type DeliveryAddress,
  type DeliveryAddressInput,
} from '../../../contract/address.js'
import {
  CREATE_ORDER_PATH,
  CreateOrderResponse,
  GET_ORDERS_PATH,
  IDEMPOTENCY_HEADER,
  OrdersResponse,
  TOTALS_PATH,
  type OrderSource,
} from '../../../contract/orders.js'
import type { TestApp } from '../../test/app.js'
import { answerOf, failureOf, type Reply } from '../../test/answers.js'
import { demoItemIds } from '../../test/sites.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'

/** An address in Jaipur (302017, served by the demo's Jaipur kitchen only). */
export const jaipurAddress = (overrides: Partial<DeliveryAddressInput> = {}): DeliveryAddressInput => ({
  type: 'home',
  fullName: 'Asha Verma',
  phone: '9829012345',
  addressLine1: '14 Tilak Marg',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302017',
  ...overrides,
})

/** An address in New Delhi (110001, served by both demo dispatch points, the Delhi store for Delhi-first products). */
export const delhiAddress = (overrides: Partial<DeliveryAddressInput> = {}): DeliveryAddressInput =>
  jaipurAddress({
    fullName: 'Ravi Kumar',
    addressLine1: '7 Janpath',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110001',
    ...overrides,
  })

/**
 * The customer calls of the orders capability, as `who`, on the demo site.
 *
 * @example
 * const calls = orderCalls(() => ctx.app)
 * const [home] = await calls.addAddress(alice, jaipurAddress())
 */
export function orderCalls(app: () => TestApp) {
  const post = (who: SignedIn, url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url,
      headers: { authorization: who.authorization, host: 'demo.localhost', ...headers },
      payload: { customerId: who.customerId, ...body },
    })
  const get = (who: SignedIn, url: string, query: Record<string, string> = {}) =>
    app().inject({
      url,
      query: { customerId: who.customerId, ...query },
      headers: { authorization: who.authorization, host: 'demo.localhost' },
    })
  return {
    post,
    get,
    async addAddress(who: SignedIn, address: DeliveryAddressInput): Promise<DeliveryAddress[]> {
      return answerOf(AddressesResponse, await post(who, ADD_ADDRESS_PATH, { deliveryAddress: address })).data
    },
    totals: (who: SignedIn, products: unknown[], address: DeliveryAddress | null = null) =>
      post(who, TOTALS_PATH, { products, deliveryAddress: address && { _id: address._id } }),
    create: (
      who: SignedIn,
      items: unknown[],
      options: { address?: DeliveryAddress | null; source?: OrderSource; key?: string } = {},
    ) =>
      post(
        who,
        CREATE_ORDER_PATH,
        {
          orderData: {
            source: options.source ?? 'direct_buy',
            items,
            deliveryAddress: options.address ? { _id: options.address._id } : null,
          },
        },
        options.key === undefined ? {} : { [IDEMPOTENCY_HEADER]: options.key },
      ),
    async created(
      who: SignedIn,
      items: unknown[],
      options: { address?: DeliveryAddress | null; source?: OrderSource; key?: string } = {},
    ) {
      return answerOf(CreateOrderResponse, await this.create(who, items, options)).data
    },
    async orders(who: SignedIn, query: Record<string, string> = {}) {
      return answerOf(OrdersResponse, await get(who, GET_ORDERS_PATH, query))
    },
  }
}

/**
 * The set-up of the order-creating suites, filled in `beforeAll`: the demo's item ids by slug, `count` signed-in
 * customers each with a Jaipur home (`customer()` hands out an unused one), and three demo lines to order.
 *
 * @example
 * const { ids, customer, masala } = useOrderingCustomers(() => ctx.app, 4)
 * it('orders', async () => void (await calls.create(customer().who, [masala()])))
 */
export function useOrderingCustomers(app: () => TestApp, count: number) {
  const ids: Record<string, string> = {}
  const customers: { who: SignedIn; home: DeliveryAddress }[] = []
  let next = 0
  beforeAll(async () => {
    Object.assign(ids, await demoItemIds(app()))
    for (let index = 1; index <= count; index++) {
      const who = await signIn(app(), index)
      const [home] = await orderCalls(app).addAddress(who, jaipurAddress())
      customers.push({ who, home: home! })
    }
  })
  return {
    ids,
    customer: () => customers[next++]!,
    masala: () => ({ _id: ids['garam-masala'], selectedVariant: 'var-garam-masala-100g', quantity: 2 }),
    ghevar: () => ({ _id: ids['ghevar'], selectedVariant: { _id: 'var-ghevar-plain-6in' }, quantity: 1 }),
    workshop: () => ({ _id: ids['rajasthani-thali-workshop'], selectedPackage: 'pkg-workshop-1-seat', quantity: 1 }),
    ordersInDb: (who: SignedIn) =>
      app().db.selectFrom('orders').select('id').where('customerId', '=', who.customerId).execute(),
  }
}

/** The stock of one variant or package of an item (null: unlimited), or the item's inventory total. */
export async function stockOf(app: TestApp, itemId: string, optionId?: string): Promise<number | null> {
  const row = await app.db
    .selectFrom('catalogueItems')
    .select(['variants', 'packages', 'inventoryTotal'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow()
  if (optionId === undefined) return row.inventoryTotal
  const option = [
    ...(row.variants as { _id: string; stock?: number | null }[]),
    ...(row.packages as { _id: string; stock?: number | null }[]),
  ].find((candidate) => candidate._id === optionId)
  return option?.stock ?? null
}

/** Sets the stock of one variant or package of an item (test set-up). */
export async function setStock(app: TestApp, itemId: string, optionId: string, stock: number | null): Promise<void> {
  for (const column of ['variants', 'packages'] as const) {
    const list = sql.ref(column)
    await sql`update catalogue_items set ${list} = (
        select jsonb_agg(case when o.v->>'_id' = ${optionId}
          then jsonb_set(o.v, '{stock}', ${JSON.stringify(stock)}::jsonb) else o.v end order by o.n)
        from jsonb_array_elements(${list}) with ordinality as o(v, n))
      where id = ${itemId} and jsonb_array_length(${list}) > 0`.execute(app.db)
  }
}

export { answerOf, demoItemIds, failureOf, type Reply }
