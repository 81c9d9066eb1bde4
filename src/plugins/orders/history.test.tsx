// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INVOICE_PDF_PATH } from '../../../contract/invoices'
import { CANCEL_ORDER_PATH, GET_ORDERS_PATH, ORDER_UPDATED_EVENT, type Order } from '../../../contract/orders'
import { createTestEngine, TEST_SITE_ID } from '../../engine/testing'
import { widgetPlugins } from '../../widget/plugins'
import { ORDER_SEARCH_DEBOUNCE_MS } from './order-history'
import { applyLanguage } from '../../widget/language'
import { testOrder } from '../../engine/testing'
import { setUpWidgetTests, showOpenWidget } from '../../widget/components/widget-test-helpers'

// The motion kit is here first, as in a browser by the time anyone clicks.
setUpWidgetTests()
afterEach(() => vi.useRealTimers())

/** 12 orders (two pages); the fake server filters by search and status like the real one. */
async function setup(signedIn = true) {
  let orders: Order[] = Array.from({ length: 12 }, (_, index) =>
    testOrder({
      _id: `ord-${index + 1}`,
      orderId: `KK-${1001 + index}`,
      title: index === 0 ? 'Mawa Kachori' : `Order ${index + 1}`,
    }),
  )
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: { headerTitle: 'Kesar Kitchen' },
    routes: {
      [`GET ${GET_ORDERS_PATH}`]: (request) => {
        const search = (request.query.search ?? '').toLowerCase()
        const matching = orders.filter(
          (order) =>
            (!search || order.title.toLowerCase().includes(search)) &&
            (request.query.statusFilter === 'All' || order.status === request.query.statusFilter),
        )
        const page = Number(request.query.page)
        return {
          body: {
            message: 'success',
            orders: matching.slice((page - 1) * 10, page * 10),
            size: Math.ceil(matching.length / 10),
            total: matching.length,
          },
        }
      },
      [`POST ${CANCEL_ORDER_PATH}`]: (request) => {
        const { orderId } = request.body as { orderId: string }
        orders = orders.map((order) => (order._id === orderId ? { ...order, status: 'Cancelled' } : order))
        return { body: { message: 'success', data: orders.filter((order) => order._id === orderId) } }
      },
    },
  })
  if (signedIn) await test.signIn()
  else await act(() => test.engine.start())
  await showOpenWidget(test.engine)
  fireEvent.click(screen.getByRole('tab', { name: 'History' }))
  return test
}

describe('the History tab', () => {
  it('lists orders with status, progress, payments and amount to pay with its paise; pages through', async () => {
    const test = await setup()
    const first = await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(first).getByText('Active').className).toContain('vw-order-badge--active')
    expect(within(first).getByText('20% complete')).toBeTruthy()
    expect(within(first).getByText('0/1 paid')).toBeTruthy()
    expect(within(first).getByText('To pay ₹393.90')).toBeTruthy()
    expect(within(first).getByText('Placed 22 Nov 2026')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(test.transport.callsTo(GET_ORDERS_PATH).at(-1)!.query).toMatchObject({
      customerId: 'cust-1',
      page: '2',
      sortBy: 'createdDate',
      statusFilter: 'All',
    })
  })

  it('searches after the typing stops, filters by status behind Filters, and says No orders found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const test = await setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders...' }), { target: { value: 'kachori' } })
    await act(() => vi.advanceTimersByTimeAsync(ORDER_SEARCH_DEBOUNCE_MS))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(test.transport.callsTo(GET_ORDERS_PATH).at(-1)!.query.search).toBe('kachori')

    const filters = screen.getByRole('button', { name: 'Filters' })
    expect(filters.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(filters)
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Completed' } })
    expect(await screen.findByText('No orders found')).toBeTruthy()
  })

  it("cancels after 'Cancel Order?' is confirmed, and an order changed on the server shows at once", async () => {
    const test = await setup()
    const card = await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card).getByRole('button', { name: 'Details of order KK-1001' }))
    expect(within(card).getByText('Jaipuri Garam Masala · 100 g × 2 · ₹333.90')).toBeTruthy()
    // The due date is written as every other date, not as the wire's 2026-11-23.
    expect(within(card).getByText('Full payment: ₹393.90, due 23 Nov 2026, pending')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Order?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeTruthy())
    expect(test.transport.callsTo(CANCEL_ORDER_PATH)[0]!.body).toEqual({
      mode: 'cancel',
      orderId: 'ord-1',
      customerId: 'cust-1',
    })
    // A cancelled order offers no Cancel.
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull()

    const second = screen.getByRole('article', { name: 'KK-1002' })
    const advanced = testOrder({
      _id: 'ord-2',
      orderId: 'KK-1002',
      title: 'Order 2',
      pipelineStages: ['Order placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered'].map((name, index) => ({
        name,
        status: index < 3 ? 'Completed' : 'Pending',
      })),
    })
    act(() => test.sockets.last!.serverEmit(ORDER_UPDATED_EVENT, { clientId: TEST_SITE_ID, order: advanced }))
    expect(within(second).getByText('60% complete')).toBeTruthy()
    // Once past its first stage the customer can no longer cancel.
    fireEvent.click(within(second).getByRole('button', { name: 'Details of order KK-1002' }))
    expect(within(second).queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it("'Keep order' and Escape close 'Cancel Order?' without cancelling", async () => {
    const test = await setup()
    const card = await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card).getByRole('button', { name: 'Details of order KK-1001' }))
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    fireEvent.keyDown(screen.getByRole('alertdialog', { name: 'Cancel Order?' }), { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(test.transport.callsTo(CANCEL_ORDER_PATH)).toHaveLength(0)
  })

  it('names the stages in the reader’s language: the product’s own translated, the owner’s as written', async () => {
    const test = await setup()
    const first = await screen.findByRole('article', { name: 'KK-1001' })
    const renamed = testOrder({
      _id: 'ord-1',
      orderId: 'KK-1001',
      title: 'Mawa Kachori',
      pipelineStages: [
        { name: 'Order placed', status: 'Completed' },
        { name: 'Out for tasting', status: 'Pending' },
        { name: 'Delivered', status: 'Pending' },
      ],
    })
    act(() => test.sockets.last!.serverEmit(ORDER_UPDATED_EVENT, { clientId: TEST_SITE_ID, order: renamed }))
    fireEvent.click(within(first).getByRole('button', { name: 'Details of order KK-1001' }))
    const stages = () =>
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(stages()).toEqual(expect.arrayContaining(['Order placed', 'Out for tasting', 'Delivered']))
    await act(() => applyLanguage(test.engine.i18n, 'hi'))
    expect(stages()).toEqual(expect.arrayContaining(['ऑर्डर दिया गया', 'Out for tasting', 'डिलीवर हुआ']))
    expect(stages()).not.toContain('Delivered')
    document.documentElement.removeAttribute('lang')
  })

  it('offers a paid order its invoice PDF, fetched with the token and saved as a file', async () => {
    const test = await setup()
    const paid = testOrder({ _id: 'ord-1', orderId: 'KK-1001', title: 'Mawa Kachori', paymentStatus: 'Paid' })
    test.transport.route(`GET ${INVOICE_PDF_PATH}`, () => ({
      body: '%PDF',
      headers: { 'content-type': 'application/pdf' },
    }))
    const created = vi.fn((_blob: Blob) => 'blob:invoice')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }))
    const first = await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(first).queryByRole('button', { name: 'Download the invoice of order KK-1001' })).toBeNull()
    act(() => test.sockets.last!.serverEmit(ORDER_UPDATED_EVENT, { clientId: TEST_SITE_ID, order: paid }))
    fireEvent.click(within(first).getByRole('button', { name: 'Download the invoice of order KK-1001' }))
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1))
    const call = test.transport.callsTo(INVOICE_PDF_PATH)[0]!
    expect(call.query).toMatchObject({ orderId: 'ord-1', document: 'invoice' })
    expect(call.headers.authorization).toMatch(/^Bearer /)
    vi.unstubAllGlobals()
  })

  it('says You are not logged in when nobody is signed in', async () => {
    await setup(false)
    expect(await screen.findByText('You are not logged in')).toBeTruthy()
  })
})
