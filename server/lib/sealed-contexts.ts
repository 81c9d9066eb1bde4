/**
 * What each secret sealed with the installation's key (`SecretBox`) is bound to, in one place: the code that seals
 * and opens a value, and the start-up check that opens every stored one (server/secrets-key.ts), name the same
 * context. A value copied to another site, field or endpoint does not open.
 *
 * @example
 * box.seal(keySecret, SEALED_CONTEXT.razorpay(site.id, 'keySecret'))
 */
export const SEALED_CONTEXT = {
  /** A site's Razorpay key secret or webhook secret (`sites.payment_settings.razorpay`). */
  razorpay: (siteId: string, field: 'keySecret' | 'webhookSecret') => `${siteId}:razorpay.${field}`,
  /** A site's identify secret (`site_embeds.identify_secret`). */
  embed: (siteId: string) => `embed:${siteId}`,
  /** A webhook endpoint's signing secret (`webhook_endpoints.secret`). */
  webhook: (siteId: string, endpointId: string) => `webhook:${siteId}:${endpointId}`,
} as const
