import type { DeliveryAddress } from '../../../contract/address.js'
import type { Order } from '../../../contract/orders.js'
import {
  INIT_PAYMENT_PATH,
  InitPaymentResponse,
  SANDBOX_PAY_PATH,
  VERIFY_PAYMENT_PATH,
  type GatewayInit,
} from '../../../contract/payment.js'
import { OWNER_REFUND_PATH, OwnerOrderMoneyResponse } from '../../../contract/refunds.js'
import { DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import { signIn, type SignedIn } from '../auth/test-helpers.js'
import { messageCount } from '../chat/test-helpers.js'
import { answerOf, demoItemIds, jaipurAddress, orderCalls } from '../order/test-helpers.js'

/**
 * A paying customer of the demo site: orders a Chai Masala and pays it
 * through the sandbox, step by step, through the front door. `customer()` signs
 * in the next test number, from `firstCustomer` on.
 */
export function paymentCalls(app: () => TestApp, firstCustomer = 0) {
  const calls = orderCalls(app)
  let next = firstCustomer
  const homes = new Map<string, DeliveryAddress>()
  let ids: Record<string, string> | null = null
  return {
    ...calls,
    customer: () => signIn(app(), next++),
    async order(who: SignedIn): Promise<Order> {
      ids ??= await demoItemIds(app())
      let home = homes.get(who.customerId)
      if (!home)
        homes.set(
          who.customerId,
          (home = (await calls.addAddress(who, jaipurAddress())).find((address) => address.isDefault)!),
        )
      const created = await calls.created(
        who,
        [{ _id: ids['chai-masala'], selectedVariant: 'var-chai-masala-50g', quantity: 2 }],
        { address: home },
      )
      return created.orders[0]!
    },
    init: (who: SignedIn, orderId: string, gatewayId = 'sandbox') =>
      calls.post(who, INIT_PAYMENT_PATH, { gatewayId, orderId }),
    async started(who: SignedIn, orderId: string): Promise<GatewayInit> {
      return answerOf(InitPaymentResponse, await this.init(who, orderId)).data
    },
    /** Presses Success (or Failure) in the sandbox's dialog; `dropWebhook` keeps the webhook back. */
    sandboxPay: (init: GatewayInit, outcome: 'success' | 'failure' = 'success', dropWebhook = true) =>
      app().inject({
        method: 'POST',
        url: SANDBOX_PAY_PATH,
        payload: { key_id: init.keyId, order_id: init.order_id, outcome, dropWebhook },
      }),
    verify: (who: SignedIn, body: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: VERIFY_PAYMENT_PATH,
        headers: { authorization: who.authorization, host: 'demo.localhost' },
        payload: body,
      }),
  }
}

/** What the owner's calls and the customer's chat look like, shared by the refund suites. */
export function refundCalls(ctx: { app: TestApp }) {
  const owner = (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${DEMO_OWNER_KEY}` }, payload })
  return {
    owner,
    refund: async (payload: Record<string, unknown>) =>
      answerOf(OwnerOrderMoneyResponse, await owner(OWNER_REFUND_PATH, payload)).data,
    messages: async (who: SignedIn) =>
      (
        await ctx.app.db
          .selectFrom('messages')
          .select('message')
          .where('customerId', '=', who.customerId)
          .orderBy('createdAt')
          .execute()
      ).map((row) => String(row.message)),
    attempts: (order: Order) =>
      ctx.app.db
        .selectFrom('payments')
        .select(['gateway', 'status', 'refundStatus', 'refundMethod', 'refundReference', 'amount'])
        .where('orderId', '=', order._id)
        .execute(),
  }
}

/** How many "Payment of …" chat messages (a payment received) `who` has. */
export const paymentMessageCount = (app: TestApp, who: SignedIn) => messageCount(app, who, { like: 'Payment of%' })
