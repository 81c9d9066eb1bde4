// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ORDER_UPDATED_EVENT } from '../../../contract/orders'
import { INIT_PAYMENT_PATH, PAYMENT_INTEGRATION_PATH, VERIFY_PAYMENT_PATH } from '../../../contract/payment'
import { TEST_SITE_ID, type FakeRoutes, type TestEngine } from '../../engine/testing'
import { FIRST_LOAD, openHistory, renderPaymentWidget } from './payment-harness'
import { gatewayInit, useFakeRazorpay, paidOrder, unpaidOrder, type FakeCheckout } from './test-payment'

const razorpay = useFakeRazorpay()
afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()))

const order = unpaidOrder()

/** History with one unpaid order; 'Pay' pressed; the sheet open with the sandbox gateway. */
async function openSheet(routes: FakeRoutes = {}, orders = [order]): Promise<TestEngine> {
  const test = await renderPaymentWidget({
    orders,
    routes: { [`POST ${INIT_PAYMENT_PATH}`]: { body: { message: 'success', data: gatewayInit() } }, ...routes },
  })
  openHistory(test)
  fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD))
  const sheet = await screen.findByRole('region', { name: 'Pay for KK-1001' }, FIRST_LOAD)
  await within(sheet).findByText('Pay securely with Sandbox.')
  return test
}

const sheet = () => screen.getByRole('region', { name: 'Pay for KK-1001' })

/** Presses Pay in the sheet and waits for the gateway's window to open. */
async function pay(): Promise<FakeCheckout> {
  const before = razorpay.checkouts.length
  fireEvent.click(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' }))
  await waitFor(() => expect(razorpay.checkouts).toHaveLength(before + 1))
  const checkout = razorpay.checkouts.at(-1)!
  expect(checkout.open).toHaveBeenCalledTimes(1)
  return checkout
}

describe('the online gateway dialog', () => {
  it("opens from History, focus inside, asks for the gateway's integration; Escape closes, focus on Pay", async () => {
    const test = await openSheet()
    expect(test.transport.callsTo(PAYMENT_INTEGRATION_PATH)[0]!.query).toEqual({
      gatewayId: 'sandbox',
      customerId: 'cust-1',
      subdomain: 'demo',
    })
    expect(sheet().contains(document.activeElement)).toBe(true)
    expect(within(sheet()).getByText('Amount to pay: ₹393.90')).toBeTruthy()
    expect(within(sheet()).getByText('Test mode: no real money is charged.')).toBeTruthy()
    fireEvent.keyDown(sheet(), { key: 'Escape' })
    const payAgain = await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' })
    expect(screen.queryByRole('region', { name: 'Pay for KK-1001' })).toBeNull()
    expect(test.engine.ui.tab).toBe('history')
    await waitFor(() => expect(document.activeElement).toBe(payAgain))
  })

  it('pays: starts the session, opens the checkout with its options, verifies the handler, shows Paid', async () => {
    const server = [order]
    const verified = () => {
      server[0] = paidOrder(order)
      return { body: { message: 'success', data: server[0] } }
    }
    const test = await openSheet({ [`POST ${VERIFY_PAYMENT_PATH}`]: verified }, server)
    const checkout = await pay()
    expect(test.transport.callsTo(INIT_PAYMENT_PATH)[0]!.body).toEqual({
      gatewayId: 'sandbox',
      customerId: 'cust-1',
      orderId: 'ord-1',
      subdomain: 'demo',
    })
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 39390,
      currency: 'INR',
      name: 'Kesar Kitchen',
      order_id: 'order_sbx1',
      theme: { color: '#10B981' },
    })
    expect(within(sheet()).getByRole('status').textContent).toBe('Opening Sandbox. Complete the payment in its window.')

    act(() =>
      checkout.succeed({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_sbx1', razorpay_signature: 'sig' }),
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay for KK-1001' })).toBeNull())
    expect(test.transport.callsTo(VERIFY_PAYMENT_PATH)[0]!.body).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_sbx1',
      razorpay_signature: 'sig',
      paymentAttemptId: 'att-1',
    })
    expect(test.engine.snackbar.current).toMatchObject({
      message: 'Payment received for KK-1001. Thank you!',
      severity: 'success',
    })
    const card = await screen.findByRole('article', { name: 'KK-1001' })
    expect(within(card).getByText('1/1 paid')).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it("fails on payment.failed with 'Try Again' (a new session, the checkout again) and 'Cancel' (closes)", async () => {
    const test = await openSheet()
    const first = await pay()
    act(() => first.fail({ error: { description: 'Your bank declined the payment' } }))
    const alert = await within(sheet()).findByRole('alert')
    expect(alert.textContent).toContain('Payment failed')
    expect(alert.textContent).toContain('The payment did not go through.')
    expect(alert.textContent).toContain('Your bank declined the payment')
    const tryAgain = within(sheet()).getByRole('button', { name: 'Try Again' })
    await waitFor(() => expect(document.activeElement).toBe(tryAgain))

    fireEvent.click(tryAgain)
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(2))
    expect(razorpay.checkouts[1]!.open).toHaveBeenCalledTimes(1)
    expect(test.transport.callsTo(INIT_PAYMENT_PATH)).toHaveLength(2)
    expect(within(sheet()).queryByRole('alert')).toBeNull()

    act(() => razorpay.checkouts[1]!.fail({}))
    fireEvent.click(await within(sheet()).findByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('region', { name: 'Pay for KK-1001' })).toBeNull()
    expect(test.engine.ui.panel).toBeNull()
  })

  it('goes back to the start when the gateway window is closed without paying', async () => {
    await openSheet()
    const checkout = await pay()
    expect(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' }).getAttribute('aria-disabled')).toBe('true')
    act(() => checkout.dismiss())
    expect(within(sheet()).getByRole('status').textContent).toBe('Pay securely with Sandbox.')
    expect(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' }).getAttribute('aria-disabled')).toBeNull()
    expect(within(sheet()).queryByRole('alert')).toBeNull()
  })

  it('loads the checkout script once, on demand; one failing to load is failed, Try Again re-adds it', async () => {
    razorpay.uninstall()
    await openSheet()
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' }))
    await waitFor(() => expect(document.head.querySelectorAll('script[src$="/sandbox/checkout.js"]')).toHaveLength(1))
    const script = document.head.querySelector('script[src$="/sandbox/checkout.js"]')!
    act(() => void script.dispatchEvent(new Event('error')))
    expect((await within(sheet()).findByRole('alert')).textContent).toContain(
      'The payment window could not be loaded. Please check your connection and try again.',
    )
    expect(document.head.querySelectorAll('script')).toHaveLength(0)

    fireEvent.click(within(sheet()).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(document.head.querySelectorAll('script[src$="/sandbox/checkout.js"]')).toHaveLength(1))
    // The script runs and defines the checkout: the window opens.
    razorpay.install()
    act(() => void document.head.querySelector('script')!.dispatchEvent(new Event('load')))
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1))
    expect(razorpay.checkouts[0]!.open).toHaveBeenCalledTimes(1)
  })

  it("says 'Payment initialization failed' when the session cannot start", async () => {
    await openSheet({ [`POST ${INIT_PAYMENT_PATH}`]: { status: 500, body: { message: 'Internal Server Error' } } })
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Pay ₹393.90' }))
    expect((await within(sheet()).findByRole('alert')).textContent).toContain('Payment initialization failed')
    expect(razorpay.checkouts).toHaveLength(0)
    expect(within(sheet()).getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })

  it("says 'Error verifying payment. Please check your payment status.' when verification fails", async () => {
    await openSheet({
      [`POST ${VERIFY_PAYMENT_PATH}`]: { status: 400, body: { message: 'Payment signature mismatch' } },
    })
    const checkout = await pay()
    act(() =>
      checkout.succeed({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_sbx1', razorpay_signature: 'forged' }),
    )
    expect((await within(sheet()).findByRole('alert')).textContent).toContain(
      'Error verifying payment. Please check your payment status.',
    )
  })

  it("says 'Payment gateway not configured properly' with no gateway selected or its data unloadable", async () => {
    const test = await renderPaymentWidget({
      orders: [order],
      routes: { [`GET ${PAYMENT_INTEGRATION_PATH}`]: { status: 404, body: { message: 'Not Found' } } },
    })
    openHistory(test)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }, FIRST_LOAD))
    expect(
      (await within(await screen.findByRole('region', { name: 'Pay for KK-1001' }, FIRST_LOAD)).findByRole('alert'))
        .textContent,
    ).toContain('Payment gateway not configured properly')
    cleanup()

    const unset = await renderPaymentWidget({ orders: [order], payment: { isEnabled: true, selectedGatewayId: null } })
    openHistory(unset)
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹393.90 for order KK-1001' }))
    expect(
      (await within(await screen.findByRole('region', { name: 'Pay for KK-1001' })).findByRole('alert')).textContent,
    ).toContain('Payment gateway not configured properly')
    expect(unset.transport.callsTo(PAYMENT_INTEGRATION_PATH)).toHaveLength(0)
  })

  it('a payment confirmed elsewhere (the webhook) shows live through order-updated', async () => {
    const test = await renderPaymentWidget({ orders: [order] })
    openHistory(test)
    const card = await screen.findByRole('article', { name: 'KK-1001' }, FIRST_LOAD)
    await within(card).findByRole('button', { name: /^Pay/ }, FIRST_LOAD)
    act(() => test.sockets.last!.serverEmit(ORDER_UPDATED_EVENT, { clientId: TEST_SITE_ID, order: paidOrder(order) }))
    expect(within(card).getByText('1/1 paid')).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull()
  })
})
