// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_ORDER_ACTION_PATH, type Order } from '../../../contract/orders'
import type { OwnerCustomerOrder } from '../../../contract/owner-inbox'
import { OWNER_ORDER_BOARD_PATH, type OrderBoardOrder } from '../../../contract/owner-order-board'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../../../contract/payment'
import { testOrder } from '../../../contract/testing/test-order'
import { FakeOwnerServer } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'
import { MOVED_NOTICE_MS } from './OrdersView'

afterEach(cleanup)

const asha = { customerId: 'cust-1', countryCode: '+91', phoneNumber: '9829012345', name: 'Asha Verma' }
const ravi = { customerId: 'cust-2', countryCode: '+91', phoneNumber: '9811122233', name: null }

const boardOrder = (overrides: Partial<OrderBoardOrder>): OrderBoardOrder => ({
  ...testOrder(),
  reportedPayments: [],
  customer: asha,
  ...overrides,
})
const stages = (done: number) =>
  ['Order placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered'].map((name, index) => ({
    name,
    status: index < done ? ('Completed' as const) : ('Pending' as const),
  }))

/** KK-1001 new (Asha), KK-1002 packed (Ravi), KK-1003 with a reported UPI payment, KK-1004 completed. */
function board(): OrderBoardOrder[] {
  return [
    boardOrder({ _id: 'ord-1', orderId: 'KK-1001', createdDate: '2026-11-22T10:00:00.000Z' }),
    boardOrder({
      _id: 'ord-2',
      orderId: 'KK-1002',
      title: 'Mawa Kachori',
      customer: ravi,
      createdDate: '2026-11-21T10:00:00.000Z',
      pipelineStages: stages(3),
      items: [{ ...testOrder().items[0]!, description: 'Mawa Kachori · 6 pcs' }],
    }),
    boardOrder({
      _id: 'ord-3',
      orderId: 'KK-1003',
      createdDate: '2026-11-20T10:00:00.000Z',
      reportedPayments: [
        {
          milestoneId: 'm1',
          reference: 'UTR4455667788',
          screenshotUrl: null,
          amount: 393.9,
          reportedAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    }),
    boardOrder({
      _id: 'ord-4',
      orderId: 'KK-1004',
      status: 'Completed',
      createdDate: '2026-11-19T10:00:00.000Z',
      pipelineStages: stages(5),
      paymentMilestones: [{ id: 'm1', label: 'Full payment', amount: 393.9, dueDate: '2026-11-23', status: 'Paid' }],
    }),
  ]
}

/** The app on a fake server that moves orders like the real one: advance completes the next stage. */
function setup() {
  const orders = new Map(board().map((order) => [order._id, order]))
  const plain = ({ reportedPayments: _r, customer: _c, ...order }: OrderBoardOrder): Order => order
  const server = new FakeOwnerServer()
    .on('GET', OWNER_ORDER_BOARD_PATH, () => ({
      body: { message: 'success', orders: [...orders.values()], hasMore: false, total: orders.size },
    }))
    .on('POST', OWNER_ORDER_ACTION_PATH, (call) => {
      const order = orders.get((call.body as { orderId: string }).orderId)!
      const next = order.pipelineStages.findIndex((stage) => stage.status === 'Pending')
      const moved = { ...order, pipelineStages: stages(next + 1) }
      orders.set(moved._id, moved)
      return { body: { message: 'success', data: plain(moved) } }
    })
    .on('POST', OWNER_CONFIRM_PAYMENT_PATH, (call) => {
      const order = orders.get((call.body as { orderId: string }).orderId)!
      const paid: OrderBoardOrder = {
        ...order,
        paymentMilestones: order.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' })),
      }
      orders.set(paid._id, paid)
      return { body: { message: 'success', data: plain(paid) } }
    })
  return { ...renderOwner({ server }), orders }
}

const group = (name: RegExp) => screen.getByRole('button', { name })
const shownOrders = () =>
  within(screen.getByRole('list', { name: /./ }))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent)

describe('the Orders tab', () => {
  it('opens on Needs action (new and reported payments) with counts on every group, and searches', async () => {
    setup()
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    await screen.findByRole('button', { name: /Open KK-1001 with Asha Verma/ })
    expect(group(/^Needs action, 2 orders$/).getAttribute('aria-pressed')).toBe('true')
    expect(group(/^Active, 1 order$/).getAttribute('aria-pressed')).toBe('false')
    expect(group(/^Completed, 1 order$/)).toBeTruthy()
    expect(group(/^Cancelled, 0 orders$/)).toBeTruthy()
    expect(shownOrders()).toEqual(['KK-1001', 'KK-1003'])
    expect(screen.getByText(/Payment of ₹393\.90 reported \(reference UTR4455667788\)/)).toBeTruthy()

    // Search: an item's name, a phone, a name; counts follow the search.
    const search = screen.getByRole('searchbox', { name: 'Search orders' })
    fireEvent.change(search, { target: { value: 'kachori' } })
    expect(group(/^Needs action, 0 orders$/)).toBeTruthy()
    fireEvent.click(group(/^Active, 1 order$/))
    expect(shownOrders()).toEqual(['KK-1002'])
    fireEvent.change(search, { target: { value: '98111' } })
    expect(shownOrders()).toEqual(['KK-1002'])
    fireEvent.change(search, { target: { value: 'asha' } })
    expect(screen.getByText('No orders match “asha”.')).toBeTruthy()
    expect(group(/^Needs action, 2 orders$/)).toBeTruthy()
  })

  it('opens on the first group with orders in it when nothing needs action, each time the tab opens', async () => {
    const { orders } = setup()
    orders.delete('ord-1')
    orders.delete('ord-3')
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    await screen.findByRole('button', { name: /Open KK-1002 with/ })
    expect(group(/^Needs action, 0 orders$/).getAttribute('aria-pressed')).toBe('false')
    expect(group(/^Active, 1 order$/).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(group(/^Completed, 1 order$/))
    fireEvent.click(screen.getByRole('tab', { name: /^Inbox/ }))
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }))
    expect(group(/^Active, 1 order$/).getAttribute('aria-pressed')).toBe('true')
  })

  it("advances a new order: it moves to Active, and 'Show' finds it there in one tap", async () => {
    const { server } = setup()
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    const row = (await screen.findByRole('button', { name: /Open KK-1001 with/ })).closest('article')!
    fireEvent.click(within(row).getByRole('button', { name: 'Advance to Confirmed' }))
    await waitFor(() => expect(group(/^Needs action, 1 order$/)).toBeTruthy())
    expect(server.callsTo(OWNER_ORDER_ACTION_PATH).map((call) => call.body)).toEqual([
      { orderId: 'ord-1', action: 'advance' },
    ])
    expect(group(/^Active, 2 orders$/).getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByText('KK-1001 moved to Active.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show KK-1001 under Active' }))
    expect(group(/^Active, 2 orders$/).getAttribute('aria-pressed')).toBe('true')
    expect(shownOrders()).toEqual(['KK-1001', 'KK-1002'])
    const shown = screen.getByRole('button', { name: /Open KK-1001 with/ }).closest('article')!
    expect(document.activeElement).toBe(shown)
    expect(screen.queryByText('KK-1001 moved to Active.')).toBeNull()
  })

  it("lets 'Moved to …' go after a while", async () => {
    setup()
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    const row = (await screen.findByRole('button', { name: /Open KK-1001 with/ })).closest('article')!
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.click(within(row).getByRole('button', { name: 'Advance to Confirmed' }))
      await act(async () => {
        for (let tick = 0; tick < 20 && !screen.queryByText('KK-1001 moved to Active.'); tick++) await Promise.resolve()
      })
      expect(screen.getByText('KK-1001 moved to Active.')).toBeTruthy()
      act(() => vi.advanceTimersByTime(MOVED_NOTICE_MS - 1))
      expect(screen.getByText('KK-1001 moved to Active.')).toBeTruthy()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.queryByText('KK-1001 moved to Active.')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("asks before cancelling from the board, in the customer column's dialog", async () => {
    const { server } = setup()
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    const row = (await screen.findByRole('button', { name: /Open KK-1001 with/ })).closest('article')!
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order KK-1001?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(server.callsTo(OWNER_ORDER_ACTION_PATH)).toEqual([])
  })

  it("confirms a reported payment (the order leaves Needs action), and opens an order's customer", async () => {
    const { server, app } = setup()
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }))
    await screen.findByRole('button', { name: /Open KK-1003 with/ })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment of ₹393.90' }))
    await waitFor(() => expect(group(/^Needs action, 1 order$/)).toBeTruthy())
    expect(server.callsTo(OWNER_CONFIRM_PAYMENT_PATH).map((call) => call.body)).toEqual([
      { orderId: 'ord-3', milestoneId: 'm1' },
    ])
    expect(screen.getByText('KK-1003 moved to Active.')).toBeTruthy()
    fireEvent.click(group(/^Completed, 1 order$/))
    expect(screen.queryByText(/moved to/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Open KK-1004 with Asha Verma/ }))
    expect(app.tab).toBe('inbox')
    expect(app.conversation.customerId).toBe('cust-1')
  })

  it('raises the badge for new orders and reported payments, live, and clears it when opened', async () => {
    const { live, app, orders } = setup()
    const tab = await screen.findByRole('tab', { name: 'Orders' })
    const placed: OwnerCustomerOrder = { ...testOrder({ _id: 'ord-9', orderId: 'KK-1009' }), reportedPayments: [] }
    act(() => live.emit('order', { customerId: 'cust-2', order: placed }))
    expect(screen.getByRole('tab', { name: 'Orders, 1 new order or payment' })).toBe(tab)
    // The same order again (no new report) does not count twice; its reported payment does.
    act(() => live.emit('order', { customerId: 'cust-2', order: placed }))
    const report = { milestoneId: 'm1', reference: 'UTR1', screenshotUrl: null, amount: 393.9, reportedAt: 'now' }
    act(() => live.emit('order', { customerId: 'cust-2', order: { ...placed, reportedPayments: [report] } }))
    expect(screen.getByRole('tab', { name: 'Orders, 2 new orders or payments' })).toBe(tab)
    // An old order moving on is no news.
    act(() =>
      live.emit('order', { customerId: 'cust-1', order: { ...orders.get('ord-2')!, pipelineStages: stages(4) } }),
    )
    expect(app.ordersBadge.count).toBe(2)

    orders.set('ord-9', { ...placed, customer: ravi })
    fireEvent.click(tab)
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true')
    expect(app.ordersBadge.count).toBe(0)
    // While the tab is open, a new order shows in its group and raises nothing.
    await screen.findByRole('button', { name: /Open KK-1009 with \+91 9811122233/ })
    const another = { ...placed, _id: 'ord-10', orderId: 'KK-1010' }
    orders.set('ord-10', { ...another, customer: asha })
    act(() => live.emit('order', { customerId: 'cust-1', order: another }))
    await screen.findByRole('button', { name: /Open KK-1010 with Asha Verma/ })
    expect(app.ordersBadge.count).toBe(0)
  })
})
