import type { FastifyInstance } from 'fastify'
import { PAYMENT_WEBHOOK_PATH } from '../../../contract/payment.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { SiteRepository } from '../site/index.js'
import type { GatewayEvents } from './gateway-events.js'

/**
 * The gateways' webhook, per site (`/business_website/payment_webhook/<subdomain>`).
 * Encapsulated: only here is a JSON body kept as raw bytes, because the
 * signature is over exactly those bytes. A 2xx tells the gateway to stop
 * retrying, so anything that did not apply answers an error and is retried.
 */
export default async function webhookRoutes(app: FastifyInstance, { events }: { events: GatewayEvents }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  )
  const sites = new SiteRepository(app.db)

  route(app, { method: 'POST', url: PAYMENT_WEBHOOK_PATH }, async ({ request }) => {
    const { subdomain } = request.params as { subdomain: string }
    const site = await sites.bySubdomain(subdomain)
    if (!site) throw new HttpError(404, serverText('payment.notConfigured'), 'NOT_FOUND')
    if (!Buffer.isBuffer(request.body)) throw new HttpError(400, serverText('payment.badEvent'), 'BAD_REQUEST')
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    await events.webhook(site, request.body, header('x-razorpay-signature'), header('x-razorpay-event-id'))
    return { status: 'ok' }
  })
}
