// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GET_ADDRESSES_PATH } from '../../../contract/address'
import { CART_REMOVE_PATH, GET_CART_PATH, type CartItem } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH } from '../../../contract/catalogue'
import { CREATE_ORDER_PATH, TOTALS_PATH, type Totals } from '../../../contract/orders'
import { CHECK_VERIFICATION_PATH } from '../../../contract/auth'
import { createTestEngine, testAddress, testOrder, TEST_CUSTOMER, TEST_SITE_ID } from '../../engine/testing'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { testItem } from '../../../contract/testing/test-item'
import { widgetPlugins } from '../../widget/plugins'
import { toCartItem } from '../cart'
import { setUpWidgetTests, showOpenWidget } from '../../widget/components/widget-test-helpers'

setUpWidgetTests({ skipAnimations: true, loadFocus: true })

// Three products: a masala that ships from Jaipur, mathri only Delhi ships (not to Jaipur), a ghevar for pickup.
const masala = testItem({ _id: 'i-masala', name: 'Jaipuri Garam Masala', slug: 'garam-masala' })
const mathri = testItem({ _id: 'i-mathri', name: 'Methi Mathri', slug: 'methi-mathri' })
const ghevar = testItem({
  _id: 'i-ghevar',
  name: 'Jaipuri Ghevar',
  slug: 'ghevar',
  shipping: { available: false, weight: 1, dimensions: { length: 1, width: 1, height: 1 } },
})
const line = (item: typeof masala): CartItem =>
  toCartItem(item, { variant: null, package: null }, 1, '2026-11-22T10:00:00.000Z')
const jaipur = testAddress({ _id: 'addr-1', city: 'Jaipur', pincode: '302017', isDefault: true })
const cannotShip = 'This product cannot be shipped to your address.'

/** What the server plans for the products it is sent: mathri cannot reach Jaipur; masala ships, ghevar is picked up. */
function plan(request: FakeRequest): Totals {
  const products = (request.body as { products: { _id: string }[] }).products
  const at = (id: string) => products.findIndex((product) => product._id === id)
  const orders: NonNullable<Totals['orders']> = []
  if (at(masala._id) >= 0)
    orders.push({ kind: 'shipping', dispatchPoint: { name: 'Kesar Kitchen' }, lines: [at(masala._id)], total: 160 })
  if (at(ghevar._id) >= 0) orders.push({ kind: 'pickup', dispatchPoint: null, lines: [at(ghevar._id)], total: 100 })
  const blocked = at(mathri._id) >= 0
  return {
    subtotal: 300,
    totalDiscount: 0,
    totalGst: 0,
    shippingCost: 60,
    total: orders.reduce((sum, order) => sum + order.total, 0),
    isShippingAvailable: !blocked,
    shippingIssues: blocked ? [{ productsIds: [mathri._id], message: cannotShip }] : [],
    orders,
  }
}

async function setup() {
  let serverCart = [line(masala), line(mathri), line(ghevar)]
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: { headerTitle: 'Kesar Kitchen' },
    routes: {
      [`POST ${CHECK_VERIFICATION_PATH}`]: { body: { message: 'success', customerData: TEST_CUSTOMER } },
      [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: serverCart } }),
      [`POST ${CART_REMOVE_PATH}`]: (request) => {
        const { index } = request.body as { index: number }
        serverCart = serverCart.filter((_, at) => at !== index)
        return { body: { message: 'success', data: serverCart } }
      },
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [masala, mathri, ghevar] } },
      [`GET ${GET_ADDRESSES_PATH}`]: { body: { message: 'success', data: [jaipur] } },
      [`POST ${TOTALS_PATH}`]: (request) => ({ body: { message: 'success', data: plan(request) } }),
      [`POST ${CREATE_ORDER_PATH}`]: () => ({
        body: {
          message: 'success',
          data: {
            orderId: 'ord-1',
            checkoutId: 'chk-1',
            orders: [testOrder(), testOrder({ _id: 'ord-2', orderId: 'KK-1002', kind: 'pickup' })],
            messages: [],
          },
        },
      }),
    },
  })
  await test.signIn({ customerData: TEST_CUSTOMER })
  await showOpenWidget(test.engine, { loadCart: true })
  return test
}

const openCart = () => fireEvent.click(screen.getByRole('button', { name: /^Your cart,/ }))

describe('a checkout that splits, with an item that cannot ship', () => {
  it('says what orders the cart becomes and why, flags the item, and orders the rest', async () => {
    const test = await setup()
    openCart()
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('heading', { name: 'Checkout' })

    const split = await screen.findByRole('region', { name: 'Your items become 2 orders' }, { timeout: 3000 })
    const orders = within(within(split).getByRole('list', { name: 'Orders this checkout makes' }))
    expect(orders.getByRole('heading', { name: /Ships from Kesar Kitchen/ })).toBeTruthy()
    expect(orders.getByRole('heading', { name: /Pickup from the shop/ })).toBeTruthy()
    expect(orders.getByText('Jaipuri Garam Masala × 1')).toBeTruthy()
    expect(orders.getByText('Order total: ₹160.00')).toBeTruthy()
    expect(orders.queryByText(/Methi Mathri/)).toBeNull()

    const flagged = screen.getByRole('group', { name: 'Cannot ship to Jaipur 302017' })
    expect(within(flagged).getByText(`${cannotShip} It is left out of this order and stays in your cart.`)).toBeTruthy()
    expect(screen.getByText('1 item cannot ship here and is left out.')).toBeTruthy()

    // 'Change address' takes the focus to the chosen address.
    fireEvent.click(within(flagged).getByRole('button', { name: 'Change address for Methi Mathri' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Jaipur/ })))

    const create = screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement
    await waitFor(() => expect(create.disabled).toBe(false))
    fireEvent.click(create)
    await waitFor(() => expect(test.transport.callsTo(CREATE_ORDER_PATH)).toHaveLength(1))
    const sent = test.transport.callsTo(CREATE_ORDER_PATH)[0]!.body as { orderData: { items: { _id: string }[] } }
    expect(sent.orderData.items.map((item) => item._id)).toEqual([masala._id, ghevar._id])
    await waitFor(() => expect(test.engine.plugin('orders').lastCheckout?.checkoutId).toBe('chk-1'))
  })

  it("'Remove' on the flagged item takes it out of the checkout and the cart", async () => {
    const test = await setup()
    openCart()
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('heading', { name: 'Checkout' })
    const flagged = await screen.findByRole('group', { name: 'Cannot ship to Jaipur 302017' }, { timeout: 3000 })
    fireEvent.click(within(flagged).getByRole('button', { name: 'Remove Methi Mathri' }))
    await waitFor(() => expect(screen.queryByText('Methi Mathri × 1')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Items' }))
    await waitFor(() =>
      expect(test.engine.plugin('cart').lines.map((entry) => entry._id)).toEqual([masala._id, ghevar._id]),
    )
    expect(screen.queryByRole('group', { name: /Cannot ship/ })).toBeNull()
  })

  it('the cart flags the line that cannot ship to the default address, with Remove and Change address', async () => {
    await setup()
    openCart()
    const mathriLine = await screen.findByRole('article', { name: 'Methi Mathri' })
    const flagged = await within(mathriLine).findByRole(
      'group',
      { name: 'Cannot ship to Jaipur 302017' },
      { timeout: 3000 },
    )
    expect(within(flagged).getByRole('button', { name: 'Remove Methi Mathri' })).toBeTruthy()
    expect(
      within(screen.getByRole('article', { name: 'Jaipuri Garam Masala' })).queryByRole('group', {
        name: /Cannot ship/,
      }),
    ).toBeNull()

    fireEvent.click(within(flagged).getByRole('button', { name: 'Change address for Methi Mathri' }))
    await screen.findByRole('heading', { name: 'Checkout' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Jaipur/ })))
  })
})
