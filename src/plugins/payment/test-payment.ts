import { vi } from 'vitest'
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
 * Installs a fake `window.Razorpay` (as if the checkout script had run), in
 * place of loading the script. Returns the checkouts made, newest last, and
 * `restore` to remove it.
 */
export function installFakeRazorpay(): { checkouts: FakeCheckout[]; restore(): void } {
  const checkouts: FakeCheckout[] = []
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
  return { checkouts, restore: () => delete window.Razorpay }
}
