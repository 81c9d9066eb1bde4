// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../../contract/orders'
import {
  INIT_CHECKOUT_PAYMENT_PATH,
  INIT_PAYMENT_PATH,
  REPORT_CHECKOUT_PAYMENT_PATH,
  VERIFY_PAYMENT_PATH,
} from '../../../contract/payment'
import type { TestEngine } from '../../engine/testing'
import split from '../../../locales/en/checkoutSplit.json'
import { FIRST_LOAD, renderPaymentWidget } from './payment-harness'
import { gatewayInit, useFakeRazorpay, manualIntegration, paidOrder, unpaidOrder } from './test-payment'

const razorpay = useFakeRazorpay()

// One Create Order made three orders: ₹393.90, ₹120.00 and ₹250.50.
const set: Order[] = [
  unpaidOrder(),
  unpaidOrder({
    _id: 'ord-2',
    orderId: 'KK-1002',
    finalAmount: 120,
    paymentMilestones: [{ id: 'm2', label: 'Full payment', amount: 120, dueDate: '2026-11-23', status: 'Pending' }],
  }),
  unpaidOrder({
    _id: 'ord-3',
    orderId: 'KK-1003',
    finalAmount: 250.5,
    paymentMilestones: [{ id: 'm3', label: 'Full payment', amount: 250.5, dueDate: '2026-11-23', status: 'Pending' }],
  }),
]
const confirmation = (orderId: string) =>
  `<div data-order-id="${orderId}"><p><strong>Order ${orderId} confirmed</strong></p></div>`

/** The chat after the checkout: a confirmation per order, the checkout remembered as the last one made. */
async function afterCheckout(options: Parameters<typeof renderPaymentWidget>[0] = {}): Promise<TestEngine> {
  const server = options.orders ?? set
  const test = await renderPaymentWidget({
    orders: server,
    messages: (harness) =>
      server.map((order) =>
        harness.message({ _id: `c-${order._id}`, type: 'component', message: confirmation(order.orderId) }),
      ),
    ...options,
  })
  act(() => {
    // What Create Order leaves behind: its strings (the checkout added them) and what it made.
    test.engine.i18n.addResourceBundle('en', 'checkoutSplit', split, true, false)
    runInAction(() => (test.engine.plugin('orders').lastCheckout = { checkoutId: 'chk-1', orders: set }))
  })
  return test
}

describe("'Pay ₹x for all' after a checkout that made several orders", () => {
  it('shows once, under the last confirmation, with the sum; one gateway payment for the checkout', async () => {
    const test = await afterCheckout({
      routes: {
        [`POST ${INIT_CHECKOUT_PAYMENT_PATH}`]: { body: { message: 'success', data: gatewayInit({ amount: 76440 }) } },
        [`POST ${VERIFY_PAYMENT_PATH}`]: { body: { message: 'success', data: paidOrder(set[0]) } },
      },
    })
    const payAll = await screen.findByRole(
      'button',
      { name: 'Pay ₹764.40 for orders KK-1001, KK-1002, KK-1003' },
      FIRST_LOAD,
    )
    expect(payAll.textContent).toBe('Pay ₹764.40 for all')
    expect(screen.getAllByRole('button', { name: /for orders/ })).toHaveLength(1)
    // Each order keeps its own Pay.
    expect(await screen.findByRole('button', { name: 'Pay ₹120.00 for order KK-1002' })).toBeTruthy()

    fireEvent.click(payAll)
    const sheet = await screen.findByRole('region', { name: 'Pay for KK-1001, KK-1002, KK-1003' }, FIRST_LOAD)
    expect(within(sheet).getByText('Amount to pay: ₹764.40')).toBeTruthy()
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Pay ₹764.40' }))
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1))
    expect(test.transport.callsTo(INIT_CHECKOUT_PAYMENT_PATH)[0]!.body).toEqual({
      gatewayId: 'sandbox',
      customerId: 'cust-1',
      checkoutId: 'chk-1',
      subdomain: 'demo',
    })
    expect(test.transport.callsTo(INIT_PAYMENT_PATH)).toHaveLength(0)
    expect(razorpay.checkouts[0]!.options.description).toBe('KK-1001, KK-1002, KK-1003')
  })

  it('reports one UPI payment of the sum for the checkout', async () => {
    const test = await afterCheckout({
      integration: manualIntegration({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' }),
      routes: { [`POST ${REPORT_CHECKOUT_PAYMENT_PATH}`]: { body: { message: 'success', data: set } } },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Pay ₹764.40 for orders/ }, FIRST_LOAD))
    const sheet = await screen.findByRole('region', { name: 'Pay for KK-1001, KK-1002, KK-1003' }, FIRST_LOAD)
    const link = await within(sheet).findByRole('link', { name: /UPI/ })
    expect(link.getAttribute('href')).toContain('am=764.40')
    fireEvent.change(within(sheet).getByRole('textbox', { name: /reference/i }), { target: { value: '412345678901' } })
    fireEvent.click(within(sheet).getByRole('button', { name: /I have paid|Submit|Report/ }))
    await waitFor(() => expect(test.transport.callsTo(REPORT_CHECKOUT_PAYMENT_PATH)).toHaveLength(1))
    expect(test.transport.callsTo(REPORT_CHECKOUT_PAYMENT_PATH)[0]!.body).toEqual({
      customerId: 'cust-1',
      checkoutId: 'chk-1',
      reference: '412345678901',
      subdomain: 'demo',
    })
  })

  it('is gone once fewer than two orders of the checkout are left to pay', async () => {
    await afterCheckout({ orders: [paidOrder(set[0]), paidOrder(set[1]!), set[2]!] })
    expect(await screen.findByRole('button', { name: 'Pay ₹250.50 for order KK-1003' }, FIRST_LOAD)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: /for orders/ })).toBeNull()
  })
})
