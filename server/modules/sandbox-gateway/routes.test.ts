// @vitest-environment jsdom
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PAYMENT_WEBHOOK_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_PAY_PATH } from '../../../contract/payment.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { SANDBOX_KEY_ID } from '../../providers/payment/sandbox-gateway.js'
import { errorPaths } from '../../test/answers.js'

type Checkout = { open(): void; on(event: string, listener: (payload: unknown) => void): void }
type CheckoutClass = new (options: Record<string, unknown>) => Checkout

describe.each(testDatabases)('the sandbox gateway on $name', (kind) => {
  const webhooks: { headers: Record<string, unknown>; raw: string }[] = []
  const ctx = useTestApp(kind)
  beforeAll(() => {
    // Records what the sandbox delivers to the site's webhook instead of handing it on.
    const inject = ctx.app.inject.bind(ctx.app)
    vi.spyOn(ctx.app, 'inject').mockImplementation(((options: InjectOptions) => {
      if (String(options.url).startsWith(PAYMENT_WEBHOOK_PATH.replace(':subdomain', ''))) {
        webhooks.push({ headers: options.headers as Record<string, unknown>, raw: String(options.payload) })
        return Promise.resolve({ statusCode: 200 })
      }
      return inject(options)
    }) as never)
  })
  const order = async (amount = 39_390) =>
    (await ctx.app.gateways.sandbox()).createOrder({
      amount,
      receipt: 'attempt-1',
      notes: { subdomain: 'demo', paymentAttemptId: 'attempt-1' },
    })
  const pay = (body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: SANDBOX_PAY_PATH, payload: { key_id: SANDBOX_KEY_ID, ...body } })
  const delivered = async (count: number) => {
    for (let i = 0; i < 50 && webhooks.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    return webhooks
  }

  it('signs a Success exactly as Razorpay does, and its webhook with the webhook secret', async () => {
    webhooks.length = 0
    const { id } = await order()
    const response = await pay({ order_id: id, outcome: 'success' })
    expect(response.statusCode, response.body).toBe(200)
    const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = response.json()
    expect(razorpay_order_id).toBe(id)
    const sandbox = await ctx.app.gateways.sandbox()
    expect(
      sandbox.verifyPaymentSignature({ orderId: id, paymentId: razorpay_payment_id, signature: razorpay_signature }),
    ).toBe(true)
    expect(
      sandbox.verifyPaymentSignature({ orderId: id, paymentId: 'pay_forged', signature: razorpay_signature }),
    ).toBe(false)
    expect(await sandbox.fetchOrderPayments(id)).toEqual([
      { id: razorpay_payment_id, orderId: id, amount: 39_390, status: 'captured' },
    ])

    const [webhook] = await delivered(1)
    expect(webhook!.headers['x-razorpay-event-id']).toBe(`evt_${razorpay_payment_id}`)
    expect(sandbox.verifyWebhookSignature(webhook!.raw, String(webhook!.headers['x-razorpay-signature']))).toBe(true)
    expect(sandbox.verifyWebhookSignature(`${webhook!.raw} `, String(webhook!.headers['x-razorpay-signature']))).toBe(
      false,
    )
    expect(JSON.parse(webhook!.raw)).toMatchObject({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: razorpay_payment_id,
            order_id: id,
            amount: 39_390,
            status: 'captured',
            notes: { paymentAttemptId: 'attempt-1' },
          },
        },
      },
    })
  })

  it("answers a Failure in Razorpay's error shape, books it, and can keep its webhook back", async () => {
    webhooks.length = 0
    const { id } = await order()
    const response = await pay({ order_id: id, outcome: 'failure', dropWebhook: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: id },
    })
    expect((await (await ctx.app.gateways.sandbox()).fetchOrderPayments(id)).map((payment) => payment.status)).toEqual([
      'failed',
    ])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(webhooks).toEqual([])
  })

  it('refuses an unknown order or key, and a body that is not the contract', async () => {
    expect((await pay({ order_id: 'order_nope', outcome: 'success' })).statusCode).toBe(404)
    expect((await pay({ key_id: 'rzp_live_other', order_id: (await order()).id, outcome: 'success' })).statusCode).toBe(
      400,
    )
    const bad = await pay({ order_id: 'x', outcome: 'maybe' })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad)).toEqual(['body.outcome'])
  })

  it("serves a script with checkout.js's browser contract: open, handler, ondismiss, payment.failed", async () => {
    const script = await ctx.app.inject({ url: SANDBOX_CHECKOUT_PATH })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    // The browser's fetch goes to the app.
    window.fetch = (async (url: string, init: RequestInit) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: String(init.body),
      })
      return { ok: response.statusCode < 300, json: async () => response.json() }
    }) as unknown as typeof fetch
    new Function(script.body)()
    const Razorpay = (window as unknown as { Razorpay: CheckoutClass }).Razorpay

    const { id } = await order(12_345)
    const paid = new Promise<Record<string, string>>((resolve) => {
      new Razorpay({
        key: SANDBOX_KEY_ID,
        amount: 12_345,
        currency: 'INR',
        name: 'Kesar Kitchen',
        order_id: id,
        handler: resolve,
      }).open()
    })
    const dialog = document.querySelector('[role="dialog"]')!
    expect(dialog.textContent).toContain('₹123.45')
    expect(document.activeElement?.textContent).toBe('Success')
    ;[...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Success')!.click()
    const answer = await paid
    expect(answer.razorpay_order_id).toBe(id)
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const failed = new Promise<unknown>((resolve) => {
      const checkout = new Razorpay({ key: SANDBOX_KEY_ID, amount: 12_345, currency: 'INR', order_id: id })
      checkout.on('payment.failed', resolve)
      checkout.open()
    })
    ;[...document.querySelectorAll('[role="dialog"] button')]
      .find((button) => button.textContent === 'Failure')!
      .dispatchEvent(new MouseEvent('click'))
    expect(await failed).toMatchObject({ error: { reason: 'payment_failed' } })

    const dismissed = new Promise<void>((resolve) =>
      new Razorpay({
        key: SANDBOX_KEY_ID,
        amount: 1,
        currency: 'INR',
        order_id: id,
        modal: { ondismiss: resolve },
      }).open(),
    )
    ;[...document.querySelectorAll('[role="dialog"] button')]
      .find((button) => button.textContent === 'Cancel')!
      .dispatchEvent(new MouseEvent('click'))
    await dismissed
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})
