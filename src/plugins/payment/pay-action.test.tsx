// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { GET_ORDERS_PATH } from '../../../contract/orders'
import { offersPay } from './pay-offer'
import { FIRST_LOAD, openHistory, renderPaymentWidget } from './payment-harness'
import { paidOrder, unpaidOrder } from './test-payment'

afterEach(() => cleanup())

const enabled = { payment: { isEnabled: true, selectedGatewayId: 'sandbox' } }

describe("where 'Pay' is offered", () => {
  it.each([
    ['an Active order with a Pending milestone', enabled, unpaidOrder(), true],
    ['a Draft order with a Pending milestone', enabled, unpaidOrder({ status: 'Draft' }), true],
    ['a Cancelled order', enabled, unpaidOrder({ status: 'Cancelled' }), false],
    ['an order whose milestones are all Paid', enabled, paidOrder(), false],
    [
      'any order when payment is off',
      { payment: { isEnabled: false, selectedGatewayId: 'sandbox' } },
      unpaidOrder(),
      false,
    ],
    ['any order without payment settings', {}, unpaidOrder(), false],
  ] as const)('%s: %s', (_, settings, order, offered) => {
    expect(offersPay(settings, order)).toBe(offered)
  })

  it("shows 'Pay ₹x' (first Pending milestone) on unpaid orders in History, none on paid or cancelled", async () => {
    const twoMilestones = unpaidOrder({
      _id: 'ord-4',
      orderId: 'KK-1004',
      finalAmount: 1000,
      paymentMilestones: [
        { id: 'm1', label: 'Advance', amount: 400, dueDate: '2026-11-23', status: 'Paid' },
        { id: 'm2', label: 'Balance', amount: 600, dueDate: '2026-11-30', status: 'Pending' },
      ],
    })
    const test = await renderPaymentWidget({
      orders: [
        unpaidOrder(),
        unpaidOrder({ _id: 'ord-2', orderId: 'KK-1002', status: 'Cancelled' }),
        paidOrder(unpaidOrder({ _id: 'ord-3', orderId: 'KK-1003' })),
        twoMilestones,
      ],
    })
    openHistory(test)
    const first = await screen.findByRole('article', { name: 'KK-1001' }, FIRST_LOAD)
    const pay = await within(first).findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD)
    expect(pay.textContent).toBe('Pay ₹393.90')
    expect(
      await within(screen.getByRole('article', { name: 'KK-1004' })).findByRole('button', {
        name: 'Pay ₹600.00 for order KK-1004',
      }),
    ).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'KK-1002' })).queryByRole('button', { name: /^Pay/ })).toBeNull()
    expect(within(screen.getByRole('article', { name: 'KK-1003' })).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('offers no Pay when payment is off in the widget settings', async () => {
    const test = await renderPaymentWidget({
      orders: [unpaidOrder()],
      payment: { isEnabled: false, selectedGatewayId: 'sandbox' },
    })
    openHistory(test)
    const card = await screen.findByRole('article', { name: 'KK-1001' }, FIRST_LOAD)
    // Let the Pay button's code load and decide before checking.
    await import('./components/PayAction')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('puts Pay under an order confirmation in the chat (data-order-id), looking the order up once', async () => {
    const confirmation =
      '<div data-order-id="KK-1001"><p><strong>Order KK-1001 confirmed</strong></p>' +
      '<p>Total: <strong>₹393.90</strong></p></div>'
    const test = await renderPaymentWidget({
      orders: [unpaidOrder(), paidOrder(unpaidOrder({ _id: 'ord-2', orderId: 'KK-1002' }))],
      messages: (harness) => [
        harness.message({ _id: 'c1', type: 'component', message: confirmation }),
        harness.message({ _id: 'c2', type: 'component', message: confirmation.replaceAll('KK-1001', 'KK-1002') }),
        harness.message({ _id: 'q1', type: 'component', message: '<p>A quote, about no order</p>' }),
      ],
    })
    const pay = await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD)
    expect(pay).toBeTruthy()
    await waitFor(() =>
      expect(test.transport.callsTo(GET_ORDERS_PATH).map((call) => call.query.search)).toEqual(['KK-1001', 'KK-1002']),
    )
    // KK-1002 is paid: no button.
    expect(screen.queryByRole('button', { name: /for order KK-1002/ })).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Pay/ })).toHaveLength(1)
  })
})
