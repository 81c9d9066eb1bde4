import { SEALED_CONTEXT } from '../../lib/sealed-contexts.js'
import type { Sealed, SecretBox } from '../../lib/secret-box.js'
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

/** The Razorpay keys an owner entered, as `payment_settings.razorpay` keeps them: the secrets sealed. */
export interface StoredRazorpay {
  keyId: string
  keySecret: Sealed | null
  webhookSecret: Sealed | null
}

/** What a sealed secret of a site is bound to: a copy in another site's row, or another field, does not open. */
export const secretContext = SEALED_CONTEXT.razorpay

/** The stored keys of a site's payment settings, or null. */
export function storedRazorpay(paymentSettings: unknown): StoredRazorpay | null {
  const stored = (paymentSettings as { razorpay?: Partial<StoredRazorpay> } | null)?.razorpay
  if (!stored || typeof stored.keyId !== 'string' || stored.keyId === '') return null
  const sealed = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  return { keyId: stored.keyId, keySecret: sealed(stored.keySecret), webhookSecret: sealed(stored.webhookSecret) }
}

/** The stored keys opened with the installation's key; null when any is missing or does not open. */
export function openStoredRazorpay(
  box: SecretBox | null,
  site: { id: string; paymentSettings: unknown },
): RazorpayCredentials | null {
  const stored = storedRazorpay(site.paymentSettings)
  if (!box || !stored?.keySecret || !stored.webhookSecret) return null
  const keySecret = box.open(stored.keySecret, secretContext(site.id, 'keySecret'))
  const webhookSecret = box.open(stored.webhookSecret, secretContext(site.id, 'webhookSecret'))
  return keySecret && webhookSecret ? { keyId: stored.keyId, keySecret, webhookSecret } : null
}
