import type { RazorpayCredentials } from './razorpay-gateway.js'

/**
 * Reads `RAZORPAY_CREDENTIALS`: `<subdomain>:<key id>:<key secret>:<webhook secret>`,
 * comma-separated, one entry per site that takes payments through Razorpay.
 * A bad entry throws with the setting's name and the entry's site only
 * (never a secret).
 *
 * @example
 * readRazorpayCredentials('demo:rzp_test_abc:s3cr3t:wh00k') // Map { 'demo' => { keyId: 'rzp_test_abc', ... } }
 */
export function readRazorpayCredentials(
  raw: string | undefined,
  fail: (message: string) => Error,
): Map<string, RazorpayCredentials> {
  const credentials = new Map<string, RazorpayCredentials>()
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]+):(rzp_(?:test|live)_[A-Za-z0-9]+):([^:\s]+):([^:\s]+)$/.exec(entry)
    if (!match) {
      throw fail(
        'RAZORPAY_CREDENTIALS must be a list like demo:<rzp_… key id>:<key secret>:<webhook secret> ' +
          `(bad entry for "${entry.split(':')[0]}")`,
      )
    }
    credentials.set(match[1]!, { keyId: match[2]!, keySecret: match[3]!, webhookSecret: match[4]! })
  }
  return credentials
}
