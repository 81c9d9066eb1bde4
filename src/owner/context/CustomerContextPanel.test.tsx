// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DeliveryAddress } from '../../../contract/address'
import type { CartItem } from '../../../contract/cart'
import { paidAmount } from '../../../contract/order-status'
import { OWNER_ORDER_ACTION_PATH, type Order } from '../../../contract/orders'
import {
  OWNER_CUSTOMER_CONTEXT_PATH,
  type CustomerContextResponse,
  type OwnerCustomerOrder,
} from '../../../contract/owner-inbox'
import { OWNER_CONFIRM_PAYMENT_PATH } from '../../../contract/payment'
import { OWNER_COMPLETE_PAID_PATH, OWNER_REFUND_PATH } from '../../../contract/refunds'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { testAddress } from '../../../contract/testing/test-address'
import { testItem } from '../../../contract/testing/test-item'
import { testOrder } from '../../../contract/testing/test-order'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { CustomerContextStore } from './customer-context-store'
import { CustomerContextPanel } from './CustomerContextPanel'

afterEach(cleanup)

const masala: CartItem = {
  ...testItem({ _id: 'i1', productId: 'i1', name: 'Jaipuri Garam Masala' }),
  quantity: 2,
  selectedVariant: { _id: 'v100', name: '100 g', basePrice: 180, salePrice: 159, stock: 64, discountPercentage: 12 },
  selectedPackage: null,
  addedAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
}

const address = (overrides: Partial<DeliveryAddress>): DeliveryAddress =>
  testAddress({ _id: 'a1', isDefault: false, ...overrides })

const ownerOrder = (overrides: Partial<OwnerCustomerOrder>): OwnerCustomerOrder => ({
  ...testOrder(),
  reportedPayments: [],
  ...overrides,
})

/** KK-1001 (older, a reported UPI payment waiting) and KK-1002 (newer, paid in full). */
function customerContext(): CustomerContextResponse {
  return {
    message: 'success',
    customer: {
      customerId: 'cust-1',
      countryCode: '+91',
      phoneNumber: '9829012345',
      name: 'Asha Verma',
      createdAt: '2026-10-01T08:00:00.000Z',
    },
    cart: [masala],
    addresses: [
      address({ _id: 'a1', name: 'Office', type: 'work' }),
      address({ _id: 'a2', isDefault: true, addressLine1: '7 MI Road' }),
    ],
    orders: [
      ownerOrder({
        _id: 'ord-1',
        orderId: 'KK-1001',
        title: 'Garam Masala ×2',
        createdDate: '2026-11-20T10:00:00.000Z',
        reportedPayments: [
          {
            milestoneId: 'm1',
            reference: 'UTR4455667788',
            screenshotUrl: '/uploads/shot-1.png',
            amount: 393.9,
            reportedAt: '2026-11-20T11:00:00.000Z',
          },
        ],
      }),
      ownerOrder({
        _id: 'ord-2',
        orderId: 'KK-1002',
        title: 'Mawa Kachori',
        createdDate: '2026-11-22T10:00:00.000Z',
        paymentStatus: 'Paid',
        paymentMilestones: [{ id: 'm2', label: 'Full payment', amount: 250, dueDate: '2026-11-23', status: 'Paid' }],
      }),
    ],
  }
}

/**
 * A fake owner server that moves orders like the real one (advance completes the next stage, cancel refuses a paid
 * order) and answers plain `Order`s.
 */
function setup(customerId = 'cust-1', unavailable = () => false) {
  const context = customerContext()
  const orders = new Map(context.orders.map((order) => [order._id, order]))
  const plain = ({ reportedPayments: _reported, ...order }: OwnerCustomerOrder): Order => order
  let store: CustomerContextStore | undefined
  const harness = renderOwnerPanel(
    {
      [`GET ${OWNER_CUSTOMER_CONTEXT_PATH}`]: (request) =>
        unavailable()
          ? { status: 404, body: { message: 'No such customer of this site.', code: 'NOT_FOUND' } }
          : request.query.customerId === 'cust-1'
            ? { body: { ...context, orders: [...orders.values()] } }
            : {
                body: {
                  ...customerContext(),
                  customer: { ...context.customer, customerId: request.query.customerId!, name: 'Ravi Kumar' },
                  cart: [],
                  addresses: [],
                  orders: [],
                },
              },
      [`POST ${OWNER_ORDER_ACTION_PATH}`]: (request) => {
        const { orderId, action } = request.body as { orderId: string; action: string }
        const order = orders.get(orderId)!
        if (action === 'cancel' && order.paymentStatus === 'Paid')
          return {
            status: 409,
            body: { message: 'This order has a payment: refund it before cancelling the order.', code: 'NOT_ALLOWED' },
          }
        let moved = false
        const changed: OwnerCustomerOrder =
          action === 'cancel'
            ? { ...order, status: 'Cancelled' }
            : {
                ...order,
                status: action === 'complete' ? 'Completed' : 'Active',
                pipelineStages: order.pipelineStages.map((stage) => {
                  if (stage.status === 'Completed' || (action === 'advance' && moved)) return stage
                  moved = true
                  return { ...stage, status: 'Completed' as const }
                }),
              }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_COMPLETE_PAID_PATH}`]: (request) => {
        const { orderId } = request.body as { orderId: string }
        const order = orders.get(orderId)!
        const changed: OwnerCustomerOrder = {
          ...order,
          status: 'Completed',
          paymentStatus: 'Paid',
          paymentMilestones: order.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' as const })),
          pipelineStages: order.pipelineStages.map((stage) => ({ ...stage, status: 'Completed' as const })),
        }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_REFUND_PATH}`]: (request) => {
        const { orderId, action, reference } = request.body as { orderId: string; action: string; reference?: string }
        const order = orders.get(orderId)!
        const amount = action === 'cancel' ? paidAmount(order) : (order.refundDue ?? 0)
        const { refundDue: _owed, ...rest } = order
        const changed: OwnerCustomerOrder = {
          ...rest,
          status: action === 'cancel' ? 'Cancelled' : order.status,
          refund: { amount, method: 'upi', status: 'processed', reference: reference ?? null },
        }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
      [`POST ${OWNER_CONFIRM_PAYMENT_PATH}`]: (request) => {
        const { orderId, milestoneId } = request.body as { orderId: string; milestoneId: string }
        const order = orders.get(orderId)!
        const paymentMilestones = order.paymentMilestones.map((milestone) =>
          milestone.id === milestoneId ? { ...milestone, status: 'Paid' as const } : milestone,
        )
        const changed: OwnerCustomerOrder = { ...order, paymentMilestones, paymentStatus: 'Paid', reportedPayments: [] }
        orders.set(orderId, changed)
        return { body: { message: 'success', data: plain(changed) } }
      },
    },
    (api, live) => (
      <CustomerContextPanel customerId={customerId} store={(store = new CustomerContextStore(api, live))} />
    ),
  )
  return { ...harness, orders, store: store! }
}

const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body)
const card = (orderId: string) => screen.getByRole('article', { name: orderId })

describe('the customer context beside a conversation', () => {
  it('shows a skeleton, then the customer, cart lines, addresses (default marked), orders newest first', async () => {
    const { server } = setup()
    expect(screen.getByRole('status').textContent).toContain("Loading the customer's details")
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeTruthy()
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: OWNER_CUSTOMER_CONTEXT_PATH,
      query: { customerId: 'cust-1' },
    })
    expect(screen.getByRole('link', { name: 'Call +91 9829012345' }).getAttribute('href')).toBe('tel:+919829012345')
    expect(screen.getByText('Customer since 1 Oct 2026')).toBeTruthy()

    const cart = screen.getByRole('region', { name: 'Cart (1)' })
    expect(within(cart).getByText('Jaipuri Garam Masala')).toBeTruthy()
    expect(within(cart).getByText('· 100 g')).toBeTruthy()
    expect(within(cart).getByText(/Qty 2 × ₹159\.00/)).toBeTruthy()
    expect(within(cart).getAllByText('₹318.00')).toHaveLength(2) // the line, and the cart value
    expect(within(within(cart).getByRole('definition')).getByText('₹318.00')).toBeTruthy()

    const addresses = screen.getByRole('region', { name: 'Addresses (2)' })
    const items = within(addresses).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Office', 'Home'])
    expect(within(items[0]!).queryByText('Default')).toBeNull()
    expect(within(items[1]!).getByText('Default')).toBeTruthy()
    expect(within(items[1]!).getByText(/7 MI Road, Jaipur, Rajasthan 302017/)).toBeTruthy()

    const orders = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)
    expect(orders).toEqual(['KK-1002', 'KK-1001'])
    const older = card('KK-1001')
    expect(within(older).getByText('Active')).toBeTruthy()
    expect(within(older).getByText('Payment pending')).toBeTruthy()
    expect(within(older).getByText('Stage: Order placed (1 of 5)')).toBeTruthy()
    expect(within(older).getByText('Order placed').closest('li')!.getAttribute('aria-current')).toBe('step')
    expect(within(older).getByText('Full payment')).toBeTruthy()
    expect(within(card('KK-1002')).getAllByText('Paid')).toHaveLength(2) // the payment status and the milestone
  })

  it("advances an order: posts its _id and 'advance', then shows the new stage and offers the next one", async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Advance to Confirmed' }))
    expect(await within(card('KK-1001')).findByText('Stage: Confirmed (2 of 5)')).toBeTruthy()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-1', action: 'advance' }])
    expect(within(card('KK-1001')).getByText('Confirmed').closest('li')!.getAttribute('aria-current')).toBe('step')
    expect(within(card('KK-1001')).getByRole('button', { name: 'Advance to Packed' })).toBeTruthy()
    // The answer is a plain Order: the reported payment still waiting is kept.
    expect(within(card('KK-1001')).getByRole('button', { name: 'Confirm payment' })).toBeTruthy()
  })

  it('marks a paid order completed at once: every stage done, no more actions', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1002' })
    fireEvent.click(within(card('KK-1002')).getByRole('button', { name: 'Mark completed' }))
    expect(await within(card('KK-1002')).findByText('Completed')).toBeTruthy()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-2', action: 'complete' }])
    expect(within(card('KK-1002')).queryByRole('button', { name: /Advance|Mark completed|Cancel/ })).toBeNull()
  })

  it('asks how an unpaid order was paid before completing, and records it (cash, or UPI and reference)', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Mark completed' }))
    const dialog = screen.getByRole('dialog', { name: 'Complete KK-1001?' })
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([])
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'In cash' }))
    fireEvent.click(within(dialog).getByRole('radio', { name: 'By UPI' }))
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR), optional'), { target: { value: 'x!' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('A UPI reference is 6 to 30 letters or digits.')
    expect(posts(server.calls, OWNER_COMPLETE_PAID_PATH)).toEqual([])
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR), optional'), { target: { value: 'UTR778899' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment and complete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_COMPLETE_PAID_PATH)).toEqual([
      { orderId: 'ord-1', method: 'upi', reference: 'UTR778899' },
    ])
    expect(within(card('KK-1001')).getByText('Completed')).toBeTruthy()
    expect(within(card('KK-1001')).getAllByText('Paid').length).toBeGreaterThan(0)
    expect(within(card('KK-1001')).getByText('Stage: Delivered (5 of 5)')).toBeTruthy()
    expect(within(card('KK-1001')).queryByRole('button', { name: /Advance|Mark completed|Cancel order/ })).toBeNull()
  })

  it('asks before cancelling: Keep order sends nothing, confirming cancels; a paid order has no Cancel', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(card('KK-1002')).queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(within(card('KK-1002')).getByRole('button', { name: 'Advance to Confirmed' })).toBeTruthy()

    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order KK-1001?' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep order' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([])

    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posts(server.calls, OWNER_ORDER_ACTION_PATH)).toEqual([{ orderId: 'ord-1', action: 'cancel' }])
    expect(within(card('KK-1001')).getByText('Cancelled')).toBeTruthy()
    expect(within(card('KK-1001')).queryByRole('button', { name: /Advance|Mark completed|Cancel order/ })).toBeNull()
  })

  it('cancels a paid order with its refund by UPI: the reference is asked for, then Refunded, no stages', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1002' })
    const opener = within(card('KK-1002')).getByRole('button', { name: 'Cancel and refund ₹250.00' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Cancel KK-1002 and refund ₹250.00?' })
    // Paid outside the gateway: only a UPI refund is offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['upi'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹250.00' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the UPI reference (UTR) you refunded with.')
    fireEvent.change(within(dialog).getByLabelText('UPI reference (UTR)'), { target: { value: ' UTR123456 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund ₹250.00' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_REFUND_PATH)).toEqual([
      { orderId: 'ord-2', action: 'cancel', method: 'upi', reference: 'UTR123456' },
    ])
    expect(within(card('KK-1002')).getByText('Cancelled')).toBeTruthy()
    // Its button is gone: the focus goes to the order's card, not to the page.
    expect(document.activeElement).toBe(card('KK-1002'))
    expect(within(card('KK-1002')).getByText('Refunded ₹250.00')).toBeTruthy()
    expect(within(card('KK-1002')).queryByText(/^Stage:/)).toBeNull()
    expect(within(card('KK-1002')).queryByRole('button', { name: /Cancel|Advance|Mark completed/ })).toBeNull()
  })

  it('offers Settle refund for money owed back, through the gateway when a gateway took it', async () => {
    const { server, orders, store } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    orders.set('ord-1', { ...orders.get('ord-1')!, status: 'Cancelled', refundDue: 393.9, paidOnline: true })
    await act(() => store.refresh())
    expect(within(card('KK-1001')).getByText('Refund due ₹393.90')).toBeTruthy()
    expect(within(card('KK-1001')).queryByText('Payment pending')).toBeNull()
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Settle refund ₹393.90' }))
    const dialog = screen.getByRole('dialog', { name: 'Refund ₹393.90 for KK-1001?' })
    expect(within(dialog).getByRole('radio', { name: 'Through the payment gateway' })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹393.90' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts(server.calls, OWNER_REFUND_PATH)).toEqual([{ orderId: 'ord-1', action: 'settle', method: 'gateway' }])
    expect(within(card('KK-1001')).getByText('Refunded ₹393.90')).toBeTruthy()
  })

  it("shows the server's refusal beside the order, in its words, and keeps the order as it was", async () => {
    const { orders } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    // Another tab took the payment meanwhile: this panel still offers Cancel, the server refuses it.
    const order = orders.get('ord-1')!
    orders.set('ord-1', { ...order, paymentStatus: 'Paid' })
    fireEvent.click(within(card('KK-1001')).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert')
    expect(alert.textContent).toBe('This order has a payment: refund it before cancelling the order.')
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(card('KK-1001')).getByText('Active')).toBeTruthy()
  })

  it('lists a reported payment; Confirm payment posts orderId and milestoneId, the milestone turns Paid', async () => {
    const { server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    const report = within(card('KK-1001')).getByRole('group', { name: 'Payment reported with reference UTR4455667788' })
    expect(within(report).getByText('UTR4455667788')).toBeTruthy()
    expect(within(report).getByText('₹393.90')).toBeTruthy()
    expect(within(report).getByText('Reported')).toBeTruthy()
    const shot = within(report).getByRole('link', {
      name: 'Payment screenshot, reference UTR4455667788 (opens in a new tab)',
    })
    expect(shot.getAttribute('href')).toBe('/uploads/shot-1.png')
    expect(shot.getAttribute('target')).toBe('_blank')
    expect(within(card('KK-1001')).getByText('Pending')).toBeTruthy()

    fireEvent.click(within(report).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(within(card('KK-1001')).queryByRole('group', { name: /Payment reported/ })).toBeNull())
    expect(posts(server.calls, OWNER_CONFIRM_PAYMENT_PATH)).toEqual([{ orderId: 'ord-1', milestoneId: 'm1' }])
    expect(within(card('KK-1001')).queryByText('Pending')).toBeNull()
    expect(within(card('KK-1001')).getAllByText('Paid')).toHaveLength(2)
  })

  it("replaces an order in place on this customer's owner-order event, and ignores other customers'", async () => {
    const { live, server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    const before = customerContext().orders[0]!
    act(() => live.emit('order', { customerId: 'cust-2', order: { ...before, status: 'Cancelled' } }))
    expect(within(card('KK-1001')).getByText('Active')).toBeTruthy()

    const advanced = {
      ...before,
      pipelineStages: before.pipelineStages.map((stage, index) =>
        index < 3 ? { ...stage, status: 'Completed' as const } : stage,
      ),
    }
    act(() => live.emit('order', { customerId: 'cust-1', order: advanced }))
    expect(within(card('KK-1001')).getByText('Stage: Packed (3 of 5)')).toBeTruthy()
    expect(within(card('KK-1001')).getByRole('button', { name: 'Advance to Shipped' })).toBeTruthy()
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'KK-1002',
      'KK-1001',
    ])

    // A new order of this customer (placed in the widget) comes in on top.
    act(() =>
      live.emit('order', {
        customerId: 'cust-1',
        order: ownerOrder({ _id: 'ord-3', orderId: 'KK-1003', createdDate: '2026-11-23T10:00:00.000Z' }),
      }),
    )
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'KK-1003',
      'KK-1002',
      'KK-1001',
    ])

    // After a reconnect the context is fetched again (events may have been missed), keeping what is shown meanwhile.
    act(() => live.emit('reconnected'))
    expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeTruthy()
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === OWNER_CUSTOMER_CONTEXT_PATH)).toHaveLength(2),
    )
    await waitFor(() => expect(screen.queryByRole('article', { name: 'KK-1003' })).toBeNull())
  })

  it('loads again when the customer changes, and stops listening when it goes away', async () => {
    const { server, live, view, store } = setup()
    await screen.findByRole('heading', { name: 'Asha Verma' })
    view.rerender(<CustomerContextPanel customerId="cust-2" store={store} />)
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
    expect(server.calls.map((call) => call.query.customerId)).toEqual(['cust-1', 'cust-2'])
    expect(live.listeners('order')).toBe(1)
    view.unmount()
    expect(live.listeners('order')).toBe(0)
  })

  it("says why it could not load (the server's words), and tries again", async () => {
    let unavailable = true
    const { server } = setup('cust-1', () => unavailable)
    expect((await screen.findByRole('alert')).textContent).toBe('No such customer of this site.')
    unavailable = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeTruthy()
    expect(server.calls.filter((call) => call.path === OWNER_CUSTOMER_CONTEXT_PATH)).toHaveLength(2)
  })
})
