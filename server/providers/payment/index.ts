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

export interface Gateways {
  /**
   * The gateway a site selected, or null when it cannot take online
   * payments ('Payment gateway not configured properly'): Razorpay without
   * credentials for the site, or the sandbox in production.
   */
  forSite(site: { subdomain: string }, gatewayId: string | null): Promise<PaymentGateway | null>
  /** The sandbox (its routes sign the payments of its test dialog). */
  sandbox(): Promise<SandboxGateway>
}

/**
 * The gateways of this installation: Razorpay per site from
 * `RAZORPAY_CREDENTIALS`, and the offline sandbox outside production.
 */
export function createGateways(options: {
  db: Db
  secrets: ServerSecrets
  razorpay: ReadonlyMap<string, RazorpayCredentials>
  production: boolean
  sandboxCheckoutScript: string
}): Gateways {
  let sandbox: Promise<SandboxGateway> | null = null
  const razorpay = new Map<string, RazorpayGateway>()
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
      const credentials = options.razorpay.get(site.subdomain)
      if (!credentials) return null
      let gateway = razorpay.get(site.subdomain)
      if (!gateway) razorpay.set(site.subdomain, (gateway = new RazorpayGateway(credentials)))
      return gateway
    },
  }
  return gateways
}
