// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADD_ADDRESS_PATH, GET_ADDRESSES_PATH, type DeliveryAddress } from '../../../contract/address'
import { GET_CART_PATH, type CartItem } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH } from '../../../contract/catalogue'
import { CATALOGUE_CHANGED_EVENT } from '../../../contract/catalogue-live'
import { CREATE_ORDER_PATH, IDEMPOTENCY_HEADER, TOTALS_PATH, type Totals } from '../../../contract/orders'
import { PINCODE_PATH } from '../../../contract/pincode'
import { createTestEngine, TEST_CUSTOMER, TEST_SITE_ID } from '../../engine/testing'
import { CHECK_VERIFICATION_PATH, type CustomerData } from '../../../contract/auth'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { testItem } from '../../../contract/testing/test-item'
import { widgetPlugins } from '../../widget/plugins'
import { toCartItem } from '../cart'
import { ITEM_DATA_KEYS } from '../catalogue'
import { TOTALS_DEBOUNCE_MS } from './checkout'
import { testOrder } from '../../engine/testing'
import { testAddress } from '../../engine/testing'
import { setUpWidgetTests, showOpenWidget } from '../../widget/components/widget-test-helpers'

// A flow across views, not their motion (widget-motion.test.tsx): views swap at once.
setUpWidgetTests({ skipAnimations: true, loadFocus: true })
afterEach(() => vi.useRealTimers())

const masala = testItem({
  name: 'Jaipuri Garam Masala',
  slug: 'garam-masala',
  variantTitle: 'Jar',
  variants: [{ _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 5 }],
})
const cartLine: CartItem = toCartItem(
  masala,
  { variant: { _id: 'v100' }, package: null },
  2,
  '2026-11-22T10:00:00.000Z',
)

const totals = (overrides: Partial<Totals> = {}): Totals => ({
  subtotal: 360,
  totalDiscount: 42,
  totalGst: 15.9,
  shippingCost: 60,
  total: 393.9,
  isShippingAvailable: true,
  shippingIssues: [],
  ...overrides,
})

/** A signed-in customer with one cart line; the fake server keeps addresses and answers totals and creates. */
async function setup(
  options: {
    addresses?: DeliveryAddress[]
    totals?: (request: FakeRequest) => Totals
    customer?: Partial<CustomerData>
  } = {},
) {
  const customerData = { ...TEST_CUSTOMER, ...options.customer }
  let addresses = options.addresses ?? []
  let serverCart = [cartLine]
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: { headerTitle: 'Kesar Kitchen' },
    routes: {
      [`POST ${CHECK_VERIFICATION_PATH}`]: { body: { message: 'success', customerData } },
      [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: serverCart } }),
      [`GET ${CATALOGUE_ITEMS_PATH}`]: { body: { message: 'success', data: [masala] } },
      [`GET ${GET_ADDRESSES_PATH}`]: () => ({ body: { message: 'success', data: addresses } }),
      [`POST ${ADD_ADDRESS_PATH}`]: (request) => {
        const { deliveryAddress } = request.body as { deliveryAddress: Omit<DeliveryAddress, '_id'> }
        addresses = [
          ...addresses,
          {
            ...testAddress(),
            ...deliveryAddress,
            _id: `addr-${addresses.length + 1}`,
            isDefault: addresses.length === 0,
          },
        ]
        return { body: { message: 'success', data: addresses } }
      },
      [`GET ${PINCODE_PATH}`]: (request) =>
        request.query.pincode === '302017'
          ? { body: { message: 'success', data: { District: 'Jaipur', State: 'Rajasthan', Circle: 'Rajasthan' } } }
          : request.query.pincode === '999999'
            ? { status: 503, body: { message: 'Unable to validate pincode', code: 'UNAVAILABLE' } }
            : { status: 404, body: { message: 'Invalid pincode or no delivery available', code: 'NOT_FOUND' } },
      [`POST ${TOTALS_PATH}`]: (request) => ({
        body: { message: 'success', data: options.totals?.(request) ?? totals() },
      }),
      [`POST ${CREATE_ORDER_PATH}`]: () => {
        serverCart = []
        return { body: { message: 'success', data: { orderId: 'ord-1', orders: [testOrder()], messages: [] } } }
      },
    },
  })
  await test.signIn({ customerData })
  await showOpenWidget(test.engine, { loadCart: true })
  return test
}

/** Opens the cart and presses Proceed to Checkout. */
async function proceedToCheckout() {
  fireEvent.click(screen.getByRole('button', { name: /^Your cart,/ }))
  fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
  return screen.findByRole('heading', { name: 'Checkout' })
}

describe('checkout from the signed-in cart', () => {
  it("a new address starts with the signed-in customer's name and phone", async () => {
    await setup({ customer: { name: 'Anita Sharma', phoneNumber: '9829012345' } })
    await proceedToCheckout()
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }))
    await screen.findByRole('heading', { name: 'Add address' })
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('Anita Sharma')
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('9829012345')
  })

  it("a customer without a name on the account gets their default address's name, and their phone", async () => {
    await setup({ addresses: [testAddress({ fullName: 'Asha Verma', isDefault: true })] })
    await proceedToCheckout()
    fireEvent.click(await screen.findByRole('button', { name: /Add new address|Add address/ }))
    await screen.findByRole('heading', { name: 'Add address' })
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('Asha Verma')
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe(TEST_CUSTOMER.phoneNumber)
  })

  it('Proceed to Checkout takes the focus to the Checkout heading (a keyboard user goes on from there)', async () => {
    await setup()
    const cart = screen.getByRole('button', { name: /^Your cart,/ })
    cart.focus()
    fireEvent.click(cart)
    const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' })
    proceed.focus()
    fireEvent.click(proceed)
    const heading = await screen.findByRole('heading', { name: 'Checkout' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('asks for an address, adds one by pincode lookup, shows totals with shipping, orders once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const test = await setup()
    await proceedToCheckout()
    expect(screen.getByText('Jaipuri Garam Masala × 2')).toBeTruthy()
    expect(await screen.findByText('Delivery Address Required')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }))
    await screen.findByRole('heading', { name: 'Add address' })
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    // Errors show once a field is left (docs/product.md, 'Validation rules').
    fireEvent.blur(screen.getByRole('textbox', { name: 'Full name' }))
    // Waited for: under the whole suite's load this render has been seen to land after the event's own act().
    expect(await screen.findByText('Please enter your full name.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Asha Verma' } })
    // The phone keeps digits only, at most 15.
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+91 98290-12345 ext 99999' } })
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('919829012345999')
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '98290 12345' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Address line 1' }), { target: { value: '14 Tilak Marg' } })
    // The sixth digit looks the pincode up; city and state fill in; Save unlocks.
    fireEvent.change(screen.getByRole('textbox', { name: 'Pincode' }), { target: { value: '302017' } })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Jaipur'),
    )
    expect((screen.getByRole('textbox', { name: 'State' }) as HTMLInputElement).value).toBe('Rajasthan')
    expect(save.disabled).toBe(false)
    fireEvent.click(save)

    await screen.findByRole('heading', { name: 'Checkout' })
    const added = test.transport.callsTo(ADD_ADDRESS_PATH)[0]!.body as { deliveryAddress: Record<string, unknown> }
    expect(added.deliveryAddress).toMatchObject({
      fullName: 'Asha Verma',
      phone: '9829012345',
      pincode: '302017',
      city: 'Jaipur',
      state: 'Rajasthan',
      countryCode: '+91',
    })
    expect((screen.getByRole('radio', { name: /Asha Verma/ }) as HTMLInputElement).checked).toBe(true)

    // Totals are asked 500 ms after the last change, with the chosen address, and show shipping.
    await act(() => vi.advanceTimersByTimeAsync(TOTALS_DEBOUNCE_MS))
    const asked = test.transport.callsTo(TOTALS_PATH).at(-1)!.body as {
      products: unknown[]
      deliveryAddress: { _id: string }
    }
    expect(asked.deliveryAddress).toEqual({ _id: 'addr-1' })
    expect(asked.products).toEqual([{ _id: masala._id, selectedVariant: 'v100', selectedPackage: null, quantity: 2 }])
    const shown = await screen.findByLabelText('Order totals')
    expect(within(shown).getByText('₹60.00')).toBeTruthy()
    expect(within(shown).getByText('₹393.90')).toBeTruthy()

    const create = screen.getByRole('button', { name: 'Create Order' })
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(create)
    fireEvent.click(create)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull())
    const creates = test.transport.callsTo(CREATE_ORDER_PATH)
    expect(creates).toHaveLength(1)
    expect(creates[0]!.headers[IDEMPOTENCY_HEADER]).toBeTruthy()
    expect(creates[0]!.body).toMatchObject({
      customerId: 'cust-1',
      orderData: { source: 'cart', deliveryAddress: { _id: 'addr-1' } },
    })
    // The server emptied the cart; the widget shows that.
    await waitFor(() => expect(test.engine.plugin('cart').lines).toHaveLength(0))
  })

  it("says 'Invalid pincode or no delivery available' or 'Unable to validate pincode', Save disabled", async () => {
    await setup({ addresses: [testAddress()] })
    await proceedToCheckout()
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }))
    const pincode = await screen.findByRole('textbox', { name: 'Pincode' })
    fireEvent.change(pincode, { target: { value: '110099' } })
    expect(await screen.findByText('Invalid pincode or no delivery available')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(pincode, { target: { value: '999999' } })
    expect(await screen.findByText('Unable to validate pincode')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('flags a product that cannot ship on the item; with nothing else to order, Create Order is disabled', async () => {
    await setup({
      addresses: [testAddress()],
      totals: () =>
        totals({
          isShippingAvailable: false,
          shippingIssues: [{ productsIds: [masala._id], message: 'This product cannot be shipped to your address.' }],
        }),
    })
    await proceedToCheckout()
    expect(
      await screen.findByText(
        'This product cannot be shipped to your address. It is left out of this order and stays in your cart.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove Jaipuri Garam Masala' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change address for Jaipuri Garam Masala' })).toBeTruthy()
    expect(
      screen.getByText('None of these items can ship to this address. Change the address or remove them.'),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('asks the totals again on a live catalogue or delivery change: fixed delivery enables Create Order', async () => {
    let shippable = false
    const test = await setup({
      addresses: [testAddress()],
      totals: () =>
        shippable
          ? totals()
          : totals({
              isShippingAvailable: false,
              shippingIssues: [
                { productsIds: [masala._id], message: 'This product cannot be shipped to your address.' },
              ],
            }),
    })
    await proceedToCheckout()
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement).disabled).toBe(true),
    )
    shippable = true
    act(() => test.sockets.last!.serverEmit(CATALOGUE_CHANGED_EVENT, { itemIds: [] }))
    await waitFor(
      () => expect((screen.getByRole('button', { name: 'Create Order' }) as HTMLButtonElement).disabled).toBe(false),
      { timeout: TOTALS_DEBOUNCE_MS * 4 },
    )
  })

  it("a failed create shows the server's message, keeps the checkout; a retry sends the same key", async () => {
    const test = await setup({ addresses: [testAddress()] })
    test.transport.route(`POST ${CREATE_ORDER_PATH}`, {
      status: 409,
      body: { message: 'Out of stock', code: 'OUT_OF_STOCK' },
    })
    await proceedToCheckout()
    const create = await screen.findByRole('button', { name: 'Create Order' })
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 })
    fireEvent.click(create)
    expect(await screen.findByText('Out of stock')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy()
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(create)
    await waitFor(() => expect(test.transport.callsTo(CREATE_ORDER_PATH)).toHaveLength(2))
    const [first, second] = test.transport.callsTo(CREATE_ORDER_PATH)
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER])
  })
})

describe("direct_buy's Buy now", () => {
  it('opens the order panel with that one item, and the cart stays', async () => {
    const test = await setup({ addresses: [testAddress()] })
    test.storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ slug: 'garam-masala' }))
    await act(() => test.engine.openSource('direct_buy'))
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }))
    await screen.findByRole('heading', { name: 'Checkout' })
    expect(screen.getByText('Jaipuri Garam Masala × 1')).toBeTruthy()
    const create = screen.getByRole('button', { name: 'Create Order' })
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 })
    fireEvent.click(create)
    await waitFor(() => expect(test.transport.callsTo(CREATE_ORDER_PATH)).toHaveLength(1))
    expect(test.transport.callsTo(CREATE_ORDER_PATH)[0]!.body).toMatchObject({
      orderData: { source: 'direct_buy', items: [{ _id: masala._id, quantity: 1 }] },
    })
  })
})
