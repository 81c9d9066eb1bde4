import { LRUCache } from 'lru-cache'
import type { Db } from '../../db/database.js'
import type { ServerSecrets } from '../../db/server-secrets.js'
import type { PaymentGateway } from './gateway.js'
import { RazorpayGateway, type RazorpayCredentials } from './razorpay-gateway.js'
import { loadSandboxSecrets, SandboxGateway } from './sandbox-gateway.js'

export type { PaymentGateway } from './gateway.js'
export { GatewayError } from './gateway.js'
export { SandboxGateway } from './sandbox-gateway.js'

/** The gateway ids of `widget_settings.payment.selectedGatewayId` that take online payments. */
export type OnlineGatewayId = PaymentGateway['id']

/** What a gateway is chosen by: the site, and the Razorpay keys its owner entered (sealed in `paymentSettings`). */
export interface GatewaySite {
  id: string
  subdomain: string
  paymentSettings: unknown
}

export interface Gateways {
  /**
   * The gateway a site selected, or null when it cannot take online
   * payments ('Payment gateway not configured properly'): Razorpay without
   * credentials for the site, or the sandbox in production.
   */
  forSite(site: GatewaySite, gatewayId: string | null): Promise<PaymentGateway | null>
  /** The sandbox (its routes sign the payments of its test dialog). */
  sandbox(): Promise<SandboxGateway>
}

/**
 * The gateways of this installation: Razorpay per site from
 * `RAZORPAY_CREDENTIALS` or, for a site without an entry there, the keys
 * its owner entered (`stored`), and the offline sandbox outside production.
 */
export function createGateways(options: {
  db: Db
  secrets: ServerSecrets
  razorpay: ReadonlyMap<string, RazorpayCredentials>
  /** The keys the site's owner entered, opened; null when there are none (or they do not open). */
  stored?: (site: GatewaySite) => Promise<RazorpayCredentials | null>
  production: boolean
  sandboxCheckoutScript: string
  /** Razorpay's API host (tests: a local fake of it); default Razorpay's own. */
  razorpayApiUrl?: string | null
}): Gateways {
  let sandbox: Promise<SandboxGateway> | null = null
  // One client per site and keys: keys the owner changes take effect at once; a bounded set of them.
  const razorpay = new LRUCache<string, RazorpayGateway>({ max: 1000 })
  const gateways: Gateways = {
    sandbox: () => {
      sandbox ??= loadSandboxSecrets(options.secrets).then(
        (secrets) => new SandboxGateway(options.db, secrets, options.sandboxCheckoutScript),
      )
      // A failed load (database away) is tried again by the next caller.
      sandbox.catch(() => (sandbox = null))
      return sandbox
    },
    forSite: async (site, gatewayId) => {
      if (gatewayId === 'sandbox') return options.production ? null : gateways.sandbox()
      if (gatewayId !== 'razorpay') return null
      // The setting wins over what the owner entered (README "Settings").
      const credentials = options.razorpay.get(site.subdomain) ?? (await options.stored?.(site)) ?? null
      if (!credentials) return null
      const key = `${site.subdomain}|${credentials.keyId}|${credentials.keySecret}|${credentials.webhookSecret}`
      let gateway = razorpay.get(key)
      if (!gateway) razorpay.set(key, (gateway = new RazorpayGateway(credentials, options.razorpayApiUrl ?? undefined)))
      return gateway
    },
  }
  return gateways
}
