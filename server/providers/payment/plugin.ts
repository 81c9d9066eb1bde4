import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SANDBOX_CHECKOUT_PATH } from '../../../contract/payment.js'
import { loadSecretBox, type SecretBox } from '../../lib/secret-box.js'
import { openStoredRazorpay, storedRazorpay } from './credentials.js'
import { createGateways, type Gateways } from './index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateways (Razorpay per site, the offline sandbox). */
    gateways: Gateways
    /**
     * Seals the secrets owners enter (`SECRETS_KEY`, or a key generated into the data directory on the embedded
     * database); null on PostgreSQL without `SECRETS_KEY`.
     */
    secretBox: () => Promise<SecretBox | null>
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
    let box: Promise<SecretBox | null> | null = null
    const secretBox = () => {
      box ??= loadSecretBox({
        key: app.config.secretsKey,
        dataDir: app.config.dataDir,
        embedded: app.config.databaseUrl === null,
      })
      box.catch(() => (box = null))
      return box
    }
    app.decorate('secretBox', secretBox)
    app.decorate(
      'gateways',
      createGateways({
        db: app.db,
        secrets: app.auth.secrets,
        razorpay: app.config.razorpayCredentials,
        razorpayApiUrl: app.config.razorpayApiUrl,
        // The key is loaded (or, embedded, generated) only for a site that has keys entered.
        stored: async (site) =>
          storedRazorpay(site.paymentSettings) ? openStoredRazorpay(await secretBox(), site) : null,
        production: app.config.production,
        sandboxCheckoutScript: SANDBOX_CHECKOUT_PATH,
      }),
    )
  },
  { name: 'gateways', dependencies: ['db', 'auth'] },
)
