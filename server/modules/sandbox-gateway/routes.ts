import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_WEBHOOK_PATH,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_PAY_PATH,
  SandboxPayBody,
} from '../../../contract/payment.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { sandboxCheckoutScript } from '../../providers/payment/sandbox-checkout.js'
import { SANDBOX_KEY_ID } from '../../providers/payment/sandbox-gateway.js'
import { serverText } from '../../text/server-text.js'
import { paymentEvent } from './webhook-event.js'

/**
 * The offline sandbox gateway's side (outside production only): its checkout
 * script and the endpoint its test dialog reports to. A payment is booked in
 * the sandbox's tables, signed with its key secret for the checkout handler,
 * and announced to the site's webhook (signed with its webhook secret) just
 * after the answer, unless the dialog asked to drop it. Needs the `gateways`
 * plugin.
 */
export default async function sandboxGatewayRoutes(app: FastifyInstance) {
  if (app.config.production) return
  const script = sandboxCheckoutScript({
    payPath: SANDBOX_PAY_PATH,
    labels: {
      title: serverText('sandbox.title'),
      testMode: serverText('sandbox.testMode'),
      amount: serverText('sandbox.amount'),
      success: serverText('sandbox.success'),
      failure: serverText('sandbox.failure'),
      cancel: serverText('sandbox.cancel'),
      dropWebhook: serverText('sandbox.dropWebhook'),
      failed: serverText('sandbox.failed'),
    },
  })

  app.get(SANDBOX_CHECKOUT_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  )

  route(app, { method: 'POST', url: SANDBOX_PAY_PATH, body: SandboxPayBody }, async ({ body, reply }) => {
    if (body.key_id !== SANDBOX_KEY_ID)
      throw new HttpError(400, serverText('sandbox.unknownOrder'), 'BAD_REQUEST_ERROR')
    const sandbox = await app.gateways.sandbox()
    const payment = await sandbox.recordPayment(body.order_id, body.outcome === 'success' ? 'captured' : 'failed')
    if (!payment) throw new HttpError(404, serverText('sandbox.unknownOrder'), 'BAD_REQUEST_ERROR')

    if (!body.dropWebhook && payment.notes.subdomain) {
      const raw = JSON.stringify(
        paymentEvent(body.outcome === 'success' ? 'payment.captured' : 'payment.failed', payment),
      )
      const url = PAYMENT_WEBHOOK_PATH.replace(':subdomain', encodeURIComponent(payment.notes.subdomain))
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox.signWebhook(raw),
        'x-razorpay-event-id': `evt_${payment.id}`,
      }
      // Like a real gateway, the webhook comes on its own, after the browser has its answer.
      setImmediate(() => {
        app
          .inject({ method: 'POST', url, headers, payload: raw })
          .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox webhook not delivered'))
      })
    }

    if (body.outcome === 'success') {
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: payment.orderId,
        razorpay_signature: sandbox.sign(payment.orderId, payment.id),
      }
    }
    return reply.status(400).send({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: serverText('sandbox.failureDescription'),
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: payment.orderId, payment_id: payment.id },
      },
    })
  })
}
