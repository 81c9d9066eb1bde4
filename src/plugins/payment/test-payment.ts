import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { Order } from '../../../contract/orders'
import type { GatewayInit, PaymentIntegration } from '../../../contract/payment'
import { testOrder } from '../../engine/testing'
import type { CheckoutFailure, CheckoutOptions, CheckoutSuccess } from './checkout-script'

/**
 * An order as the server answers it (no items shown here): Active, first of five stages done, one Pending milestone of
 * ₹393.90.
 */
export function unpaidOrder(overrides: Partial<Order> = {}): Order {
  return testOrder({ items: [], ...overrides })
}

/** The same order with its milestone Paid. */
export function paidOrder(order: Order = unpaidOrder()): Order {
  return {
    ...order,
    paymentStatus: 'Paid',
    paymentMilestones: order.paymentMilestones.map((milestone) => ({ ...milestone, status: 'Paid' })),
  }
}

export function onlineIntegration(overrides: Partial<PaymentIntegration> = {}): PaymentIntegration {
  return { type: 'online', name: 'Sandbox', config: { testMode: true }, manualDetails: {}, ...overrides }
}

export function manualIntegration(manualDetails: PaymentIntegration['manualDetails']): PaymentIntegration {
  return { type: 'manual', name: 'UPI', config: { testMode: false }, manualDetails }
}

export function gatewayInit(overrides: Partial<GatewayInit> = {}): GatewayInit {
  return {
    keyId: 'rzp_test_sandbox',
    amount: 39390,
    currency: 'INR',
    businessName: 'Kesar Kitchen',
    order_id: 'order_sbx1',
    paymentAttemptId: 'att-1',
    checkoutScript: '/sandbox/checkout.js',
    ...overrides,
  }
}

/** One `new Razorpay(options)` the widget made, driven by the test as the gateway's window would be. */
export interface FakeCheckout {
  options: CheckoutOptions
  open: ReturnType<typeof vi.fn>
  succeed(response: CheckoutSuccess): void
  fail(response: CheckoutFailure): void
  dismiss(): void
}

/**
 * Sets up a test file of payments: before each test a fake `window.Razorpay` (as if the checkout script had run, in
 * place of loading it) and `console.error` silenced (failures are logged for the developer; the tests look at what
 * the customer sees); after each, the DOM cleaned and both undone. `checkouts` are the checkouts made in the test,
 * newest last; `uninstall` and `install` take the fake away and bring it back within a test (the script not
 * loaded yet, then loaded).
 *
 * @example
 * const razorpay = useFakeRazorpay()
 * await waitFor(() => expect(razorpay.checkouts).toHaveLength(1))
 */
export function useFakeRazorpay(): { readonly checkouts: FakeCheckout[]; install(): void; uninstall(): void } {
  const checkouts: FakeCheckout[] = []
  const install = () => {
    window.Razorpay = class {
      private readonly failed: ((response: CheckoutFailure) => void)[] = []
      constructor(options: CheckoutOptions) {
        checkouts.push({
          options,
          open: this.open,
          succeed: (response) => options.handler(response),
          fail: (response) => this.failed.forEach((listener) => listener(response)),
          dismiss: () => options.modal.ondismiss(),
        })
      }
      open = vi.fn()
      on(_event: 'payment.failed', listener: (response: CheckoutFailure) => void) {
        this.failed.push(listener)
      }
    }
  }
  const uninstall = () => delete window.Razorpay
  beforeEach(() => {
    checkouts.length = 0
    install()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    uninstall()
  })
  return { checkouts, install, uninstall }
}
