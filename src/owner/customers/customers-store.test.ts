import { describe, expect, it } from 'vitest'
import { OWNER_CUSTOMERS_PATH, type OwnerCustomer } from '../../../contract/owner-customers'
import { ownerHttpClient } from '../../client/http/owner-cookie-policy'
import { CustomerContextStore } from '../context/customer-context-store'
import { OwnerOrdersStore } from '../orders/owner-orders-store'
import { OwnerLiveBus } from '../owner-live'
import { FakeOwnerServer } from '../testing/fake-owner-server'
import { CustomersStore } from './customers-store'

const customer = (id: string): OwnerCustomer => ({
  customerId: id,
  countryCode: '+91',
  phoneNumber: `98290${id.padStart(5, '0')}`,
  name: `Customer ${id}`,
  firstSeen: '2026-12-01T10:00:00.000Z',
  lastMessageAt: null,
  orders: 0,
  spent: 0,
  labelIds: [],
})

/** A store over a fake server that answers two pages of customers, the second after the cursor `p2`. */
function storeOnPages() {
  const server = new FakeOwnerServer().on('GET', OWNER_CUSTOMERS_PATH, (call) => ({
    body:
      call.query.after === 'p2'
        ? { message: 'success', customers: [customer('3')], hasMore: false, next: null }
        : { message: 'success', customers: [customer('1'), customer('2')], hasMore: true, next: 'p2' },
  }))
  const api = ownerHttpClient({ fetch: server.fetch })
  const store = new CustomersStore(api, new CustomerContextStore(api, new OwnerOrdersStore(api, new OwnerLiveBus())))
  return { server, store }
}

describe('the Customers store', () => {
  it('asks for its search, order and filter, pages on with the cursor, starts again on a new order', async () => {
    const { server, store } = storeOnPages()
    store.setOrders('with')
    await store.load()
    expect(server.callsTo(OWNER_CUSTOMERS_PATH).at(-1)!.query).toEqual({
      sort: 'lastMessage',
      dir: 'desc',
      orders: 'with',
    })
    await store.list.loadMore()
    expect(server.callsTo(OWNER_CUSTOMERS_PATH).at(-1)!.query.after).toBe('p2')
    expect(store.customers.map((each) => each.customerId)).toEqual(['1', '2', '3'])
    store.setOrder('spent', 'asc')
    await store.load()
    expect(server.callsTo(OWNER_CUSTOMERS_PATH).at(-1)!.query).toEqual({ sort: 'spent', dir: 'asc', orders: 'with' })
    expect(store.customers).toHaveLength(2)
  })

  it('downloads the CSV of the list as it is shown', () => {
    const { store } = storeOnPages()
    store.search = ' asha '
    store.setOrder('orders', 'desc')
    expect(store.exportHref).toBe('/business_website/owner/customers/export.csv?search=asha&sort=orders&dir=desc')
  })
})
