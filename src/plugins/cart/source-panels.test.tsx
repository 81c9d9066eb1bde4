// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CART_ADD_PATH, type CartItem, GET_CART_PATH } from '../../../contract/cart'
import { CATALOGUE_ITEMS_PATH, type CatalogueItem } from '../../../contract/catalogue'
import { SEND_MESSAGE_PATH } from '../../../contract/chat'
import { CONTACT_PATH } from '../../../contract/contact'
import { EngineProvider } from '../../engine/react'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { createTestEngine } from '../../engine/testing/test-engine'
import { prepareMotion } from '../../widget/ui/motion/testing'
import { ChatTab } from '../../widget/components/ChatTab'
import { WidgetSnackbar } from '../../widget/components/WidgetSnackbar'
import { authPlugin } from '../auth'
import { cataloguePlugin, ITEM_DATA_KEYS } from '../catalogue'
import { testItem } from '../../../contract/testing/test-item'
import { directBuyPlugin } from '../direct-buy'
import { enquiryPlugin } from '../enquiry'
import { topicsPlugin } from '../topics'
import { toCartItem } from './cart-line'
import { CART_SKELETON_MS } from './components/CartSummary'
import { cartPlugin } from './index'
import { LOCAL_CART_KEY } from './local-cart'

// Flows across views, not their motion (widget-motion.test.tsx): views swap at once.
beforeAll(() => prepareMotion({ skipAnimations: true }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const masala = testItem({
  name: 'Jaipuri Garam Masala',
  description: 'Stone-ground in small batches',
  slug: 'garam-masala',
  variantTitle: 'Jar',
  variants: [
    { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 5 },
    { _id: 'v250', name: '250 g', basePrice: 400, salePrice: 360, stock: 0 },
  ],
  pricing: { basePrice: 180, salePrice: 159, priceVisible: true, taxApplicable: true, taxRate: 5 },
  taxApplicable: true,
  taxRate: 5,
  category: { _id: 'k1', name: 'Spice blends' },
})
const tin: CatalogueItem = {
  ...masala,
  _id: 'i9',
  productId: 'i9',
  name: 'Wholesale Masala Tin',
  slug: 'wholesale-tin',
  variants: [],
  variantTitle: null,
  priceVisible: false,
  pricing: { ...masala.pricing, priceVisible: false },
}
const bySlugOrId = (request: FakeRequest) => {
  const item = [masala, tin].find(
    (candidate) => candidate.slug === request.query.slug || candidate._id === request.query.productId,
  )
  return { body: { message: 'success', data: item ? [item] : [] } }
}

function setup() {
  let serverCart: CartItem[] = []
  const harness = createTestEngine({
    plugins: [authPlugin, topicsPlugin, cataloguePlugin, cartPlugin, directBuyPlugin, enquiryPlugin],
    routes: {
      [`GET ${CATALOGUE_ITEMS_PATH}`]: bySlugOrId,
      [`GET ${GET_CART_PATH}`]: () => ({ body: { message: 'success', data: serverCart } }),
      [`POST ${CART_ADD_PATH}`]: (request) => {
        const { item } = request.body as { item: { selectedVariant: string; quantity: number } }
        serverCart = [
          ...serverCart,
          toCartItem(
            masala,
            { variant: { _id: item.selectedVariant }, package: null },
            item.quantity,
            '2026-11-22T10:00:00.000Z',
          ),
        ]
        return { body: { message: 'success', data: serverCart } }
      },
    },
  })
  const view = () =>
    render(
      <EngineProvider engine={harness.engine}>
        <ChatTab />
        <WidgetSnackbar />
      </EngineProvider>,
    )
  return { ...harness, view }
}

describe('the logged-out cart screen', () => {
  it('shows a skeleton for 1 s, then the empty cart with Continue Shopping', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { engine, view } = setup()
    await engine.start({ source: 'cart_summary' })
    expect(engine.state).toBe('without-login-cart-summary')
    view()
    expect(await screen.findByRole('status', { name: 'Loading your cart...' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Your Cart (0)' })).toBeTruthy()
    expect(screen.queryByText('Your cart is empty')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(CART_SKELETON_MS))
    expect(screen.getByText('Your cart is empty')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeTruthy()
  })

  it('lists the local cart with totals; Proceed to Checkout leads to sign-in, then back to the cart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { engine, storage, view } = setup()
    storage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([toCartItem(masala, { variant: { _id: 'v100' }, package: null }, 2, '2026-11-22T10:00:00.000Z')]),
    )
    await engine.plugin('cart').load()
    await engine.start({ source: 'cart_summary' })
    view()
    await act(() => vi.advanceTimersByTimeAsync(CART_SKELETON_MS))
    const line = await screen.findByRole('article', { name: 'Jaipuri Garam Masala' })
    expect(within(line).getByText('₹318.00')).toBeTruthy()
    const totals = screen.getByLabelText('Cart total')
    // 2 × ₹180 = ₹360, less ₹42 discount, plus 5% GST on ₹318 = ₹15.90 → ₹333.90.
    expect(within(totals).getByText('₹360.00')).toBeTruthy()
    expect(within(totals).getByText('−₹42.00')).toBeTruthy()
    expect(within(totals).getByText('₹15.90')).toBeTruthy()
    expect(within(totals).getByText('₹333.90')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }))
    expect(engine.state).toBe('phone-entry')
    expect(engine.flow.pendingSource).toBe('cart_summary')
  })
})

describe('direct_buy', () => {
  it("signed out shows 'Ready to Purchase?' for the stored item and 'Login to complete your purchase'", async () => {
    const { engine, storage, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ slug: 'garam-masala' }))
    await engine.start({ source: 'direct_buy' })
    view()
    expect(await screen.findByRole('heading', { name: 'Ready to Purchase?' })).toBeTruthy()
    expect(await screen.findByRole('article', { name: 'Jaipuri Garam Masala' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Login to complete your purchase' }))
    expect(engine.state).toBe('phone-entry')
    expect(engine.flow.pendingSource).toBe('direct_buy')
  })

  it('ignores stored data without a slug or product id, and drops unparsable data', async () => {
    const { engine, storage, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ name: 'Garam Masala', price: 1 }))
    await engine.start({ source: 'direct_buy' })
    const first = view()
    expect(await screen.findByText(/This item is no longer available/)).toBeTruthy()
    first.unmount()
    storage.setItem(ITEM_DATA_KEYS.directBuy, '{oops')
    view()
    expect(await screen.findByText(/This item is no longer available/)).toBeTruthy()
    expect(storage.getItem(ITEM_DATA_KEYS.directBuy)).toBeNull()
  })

  it('a deep link to an unknown item offers the catalogue instead of sign-in (no dead end)', async () => {
    const { engine, storage, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ slug: 'no-such-item' }))
    await engine.start({ source: 'direct_buy' })
    view()
    expect(await screen.findByText(/This item is no longer available/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Login to complete your purchase' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Browse the catalogue' }))
    expect(engine.state).toBe('phone-entry')
    // The shop icon's view: every topic's categories.
    expect(engine.ui.panel).toBe('catalogue')
    expect(storage.getItem(ITEM_DATA_KEYS.directBuy)).toBeNull()
  })

  it('signed in: the chosen variant and quantity go to the cart, which opens', async () => {
    const { engine, storage, transport, signIn, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ productId: 'i1' }))
    await signIn()
    await engine.openSource('direct_buy')
    view()
    const card = await screen.findByRole('article', { name: 'Jaipuri Garam Masala' })
    // The sold-out 250 g jar is refused.
    fireEvent.change(within(card).getByRole('combobox', { name: 'Jar' }), { target: { value: 'v250' } })
    expect(await screen.findByText('Out of stock')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Increase quantity of Jaipuri Garam Masala' }))
    // 2 × ₹159 with 5% GST.
    expect(screen.getByText('Total ₹333.90')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await vi.waitFor(() => expect(engine.ui.panel).toBe('cartSummary'))
    expect(transport.callsTo(CART_ADD_PATH)[0]!.body).toMatchObject({
      item: { _id: 'i1', selectedVariant: 'v100', quantity: 2 },
    })
    expect(storage.getItem(ITEM_DATA_KEYS.directBuy)).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Your Cart (2)' })).toBeTruthy()
  })

  it('offers only an enquiry for an item priced on request', async () => {
    const { engine, storage, signIn, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.directBuy, JSON.stringify({ slug: 'wholesale-tin' }))
    await signIn()
    await engine.openSource('direct_buy')
    view()
    const card = await screen.findByRole('article', { name: 'Wholesale Masala Tin' })
    expect(within(card).queryByText(/₹/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry Request' }))
    await vi.waitFor(() => expect(engine.state).toBe('send-enquiry-request'))
    expect(JSON.parse(storage.getItem(ITEM_DATA_KEYS.enquiry)!)).toEqual([{ productId: 'i9', slug: 'wholesale-tin' }])
    expect(storage.getItem(ITEM_DATA_KEYS.directBuy)).toBeNull()
  })
})

describe('send_enquiry_request', () => {
  it('lists the stored items, keeps Send disabled with none, and posts the enquiry to the chat', async () => {
    const { engine, storage, transport, signIn, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.enquiry, JSON.stringify([{ slug: 'wholesale-tin' }, { name: 'no id' }]))
    storage.setItem(ITEM_DATA_KEYS.enquiryWithPrice, JSON.stringify([{ productId: 'i1', quantity: 3 }]))
    await signIn()
    await engine.openSource('send_enquiry_request')
    view()
    expect(await screen.findByRole('heading', { name: 'Send Enquiry Request' })).toBeTruthy()
    const tinCard = await screen.findByRole('article', { name: 'Wholesale Masala Tin' })
    expect(within(tinCard).queryByText(/₹/)).toBeNull()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Anything we should know? (optional)'), {
      target: { value: 'Delivery to Kota' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await vi.waitFor(() => expect(transport.callsTo(SEND_MESSAGE_PATH)).toHaveLength(1))
    const sent = transport.callsTo(SEND_MESSAGE_PATH)[0]!.body as { message: string; kind?: string }
    expect(sent.message).toBe(
      [
        'Enquiry request:',
        '• Wholesale Masala Tin × 1',
        '• Jaipuri Garam Masala (100 g) × 3 at ₹159.00 each',
        'Note: Delivery to Kota',
      ].join('\n'),
    )
    // Marked as an enquiry, so the owner's inbox makes it stand out.
    expect(sent.kind).toBe('enquiry')
    await vi.waitFor(() => expect(engine.state).toBe('chat-active'))
    expect(storage.getItem(ITEM_DATA_KEYS.enquiry)).toBeNull()
    expect(storage.getItem(ITEM_DATA_KEYS.enquiryWithPrice)).toBeNull()
  })

  it('a visitor sends the enquiry signed out: name and phone checked, it reaches the business as a lead', async () => {
    const { engine, storage, transport, view } = setup()
    transport.setRoutes({ [`POST ${CONTACT_PATH}`]: { body: { message: 'success' } } })
    storage.setItem(ITEM_DATA_KEYS.enquiry, JSON.stringify([{ slug: 'wholesale-tin' }]))
    await engine.start({ source: 'send_enquiry_request' })
    view()
    await screen.findByRole('article', { name: 'Wholesale Masala Tin' })
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    expect(transport.callsTo(CONTACT_PATH)).toHaveLength(0)

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha Verma' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '98290 12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await vi.waitFor(() => expect(transport.callsTo(CONTACT_PATH)).toHaveLength(1))
    expect(transport.callsTo(CONTACT_PATH)[0]!.body).toEqual({
      name: 'Asha Verma',
      contact: '98290 12345',
      countryCode: '+91',
      email: '',
      company: '',
      subdomain: 'demo',
      messageContent: ['Enquiry request:', '• Wholesale Masala Tin × 1'].join('\n'),
      message: '',
    })
    expect(transport.callsTo(SEND_MESSAGE_PATH)).toHaveLength(0)
    await vi.waitFor(() =>
      expect(engine.snackbar.current?.message).toBe('Enquiry sent. We will get back to you on +91 98290 12345.'),
    )
    expect(storage.getItem(ITEM_DATA_KEYS.enquiry)).toBeNull()
    expect(engine.state).toBe('phone-entry')
  })

  it("a visitor's refused enquiry keeps everything and shows the server's message", async () => {
    const { engine, storage, transport, view } = setup()
    transport.setRoutes({
      [`POST ${CONTACT_PATH}`]: {
        status: 429,
        body: { message: 'Too many messages. Please try again in a few minutes.', code: 'RATE_LIMITED' },
      },
    })
    storage.setItem(ITEM_DATA_KEYS.enquiry, JSON.stringify([{ slug: 'wholesale-tin' }]))
    await engine.start({ source: 'send_enquiry_request' })
    view()
    await screen.findByRole('article', { name: 'Wholesale Masala Tin' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '9829012345' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    await vi.waitFor(() =>
      expect(engine.snackbar.current?.message).toBe('Too many messages. Please try again in a few minutes.'),
    )
    expect(storage.getItem(ITEM_DATA_KEYS.enquiry)).not.toBeNull()
    expect(engine.state).toBe('send-enquiry-request')
  })

  it('keeps changes for a reload, and disables Send once every item is removed', async () => {
    const { engine, storage, signIn, view } = setup()
    storage.setItem(ITEM_DATA_KEYS.enquiry, JSON.stringify([{ slug: 'wholesale-tin' }]))
    await signIn()
    await engine.openSource('send_enquiry_request')
    view()
    await screen.findByRole('article', { name: 'Wholesale Masala Tin' })
    expect((screen.getByRole('button', { name: 'Send Enquiry' }) as HTMLButtonElement).disabled).toBe(false)
    // A changed quantity is kept for a reload.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Wholesale Masala Tin' }))
    expect(JSON.parse(storage.getItem(ITEM_DATA_KEYS.enquiry)!)).toEqual([
      { productId: 'i9', slug: 'wholesale-tin', quantity: 2 },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wholesale Masala Tin from the enquiry' }))
    expect((screen.getByRole('button', { name: 'Send Enquiry' }) as HTMLButtonElement).disabled).toBe(true)
    expect(storage.getItem(ITEM_DATA_KEYS.enquiry)).toBeNull()
  })

  it("'Send Enquiry Request' on an on-request card stores the item, opens the enquiry (signs in first)", async () => {
    const { engine, storage } = setup()
    await engine.start()
    engine.plugin('enquiry').enquireAbout(tin, { variant: null, package: null })
    expect(JSON.parse(storage.getItem(ITEM_DATA_KEYS.enquiry)!)).toEqual([{ productId: 'i9', slug: 'wholesale-tin' }])
    await vi.waitFor(() => expect(engine.state).toBe('send-enquiry-request'))
    expect(engine.flow.pendingSource).toBe('send_enquiry_request')
  })
})
