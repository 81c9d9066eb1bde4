import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SANDBOX_CHECKOUT_PATH } from '../../../contract/payment.js'
import { createGateways, type Gateways } from './index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateways (Razorpay per site, the offline sandbox). */
    gateways: Gateways
  }
}

/**
 * Decorates `app.gateways`. Needs the `db` and `auth` plugins (the sandbox's
 * secrets live in `server_secrets`).
 *
 * @example
 * const gateway = await app.gateways.forSite(site, settings.payment.selectedGatewayId)
 */
export default fp(
  async function gateways(app: FastifyInstance) {
    app.decorate(
      'gateways',
      createGateways({
        db: app.db,
        secrets: app.auth.secrets,
        razorpay: app.config.razorpayCredentials,
        production: app.config.production,
        sandboxCheckoutScript: SANDBOX_CHECKOUT_PATH,
      }),
    )
  },
  { name: 'gateways', dependencies: ['db', 'auth'] },
)
