// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CUSTOMER_CONTEXT_PATH } from '../../../contract/owner-inbox'
import { card, customerContext, ownerOrder, setup } from './testing/context-harness'
import { CustomerContextPanel } from './CustomerContextPanel'

afterEach(cleanup)

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

  it("replaces an order in place on this customer's owner-order event, and ignores other customers'", async () => {
    const { live, server } = setup()
    await screen.findByRole('article', { name: 'KK-1001' })
    const before = customerContext().orders[0]!
    // Another customer's order is not this panel's (the app's one map of orders holds it).
    const theirs = ownerOrder({ _id: 'ord-7', orderId: 'KK-1007', createdDate: '2026-11-23T10:00:00.000Z' })
    act(() => live.emit('order', { customerId: 'cust-2', order: theirs }))
    expect(screen.queryByRole('article', { name: 'KK-1007' })).toBeNull()
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
    const contextCalls = server.calls.filter((call) => call.path === OWNER_CUSTOMER_CONTEXT_PATH)
    expect(contextCalls.map((call) => call.query.customerId)).toEqual(['cust-1', 'cust-2'])
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
