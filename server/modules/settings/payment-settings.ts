import type { ManualDetails } from '../../../contract/payment.js'
import type { PaymentSettingsBody, PaymentSettingsView } from '../../../contract/settings.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { secretContext, type StoredRazorpay } from '../../providers/payment/credentials.js'
import type { StoredPayments } from './stored-settings.js'

/** `payment_settings.razorpay`: the key id, the sealed secrets and their last four characters (for the owner). */
export interface StoredRazorpayRow extends StoredRazorpay {
  keySecretLast4?: string | null
  webhookSecretLast4?: string | null
}

/** What the owner reads back: never a secret, only its last four characters. */
export function paymentsView(
  stored: StoredPayments & { razorpay: StoredRazorpayRow | null },
  options: { fromEnvironment: boolean; production: boolean },
): PaymentSettingsView {
  const { manual, razorpay } = stored
  return {
    upiId: manual.upiId ?? '',
    payeeName: manual.upiAccountName ?? manual.qrCodeAccountName ?? manual.phoneNumberAccountName ?? '',
    qrCode: manual.qrCode ?? null,
    phone: manual.phoneNumber ?? '',
    gateway: stored.gateway,
    razorpay: {
      keyId: razorpay?.keyId ?? '',
      keySecretLast4: razorpay?.keySecret ? (razorpay.keySecretLast4 ?? null) : null,
      webhookSecretLast4: razorpay?.webhookSecret ? (razorpay.webhookSecretLast4 ?? null) : null,
      fromEnvironment: options.fromEnvironment,
    },
    sandboxAvailable: !options.production,
  }
}

/** The manual details of the body; an empty detail is left out (the widget offers only what is there). */
export function manualDetails(body: PaymentSettingsBody, before: ManualDetails): ManualDetails {
  const payee = body.payeeName.trim()
  const details: ManualDetails = {}
  if (body.upiId.trim()) Object.assign(details, { upiId: body.upiId.trim(), upiAccountName: payee || null })
  if (body.qrCode) Object.assign(details, { qrCode: body.qrCode, qrCodeAccountName: payee || null })
  if (body.phone.trim()) {
    // A phone's own account name (a person's) is kept while the payee stays the same.
    const samePayee = (before.upiAccountName ?? '') === payee
    const name = samePayee ? (before.phoneNumberAccountName ?? payee) : payee
    Object.assign(details, { phoneNumber: body.phone.trim(), phoneNumberAccountName: name || null })
  }
  return details
}

/**
 * The Razorpay row after the body: a secret given is sealed (bound to the
 * site and field), one left out is kept while the key id stays the same.
 * `box` null: a secret cannot be sealed (the caller refuses first).
 */
export function razorpayRow(
  siteId: string,
  keys: PaymentSettingsBody['razorpay'],
  before: StoredRazorpayRow | null,
  box: SecretBox | null,
): StoredRazorpayRow | null {
  if (keys === undefined) return before
  const keyId = keys.keyId.trim()
  if (keyId === '') return null
  const kept = before?.keyId === keyId ? before : null
  const seal = (field: 'keySecret' | 'webhookSecret', plain: string | undefined) =>
    plain && box ? { sealed: box.seal(plain, secretContext(siteId, field)), last4: plain.slice(-4) } : null
  const keySecret = seal('keySecret', keys.keySecret)
  const webhookSecret = seal('webhookSecret', keys.webhookSecret)
  return {
    keyId,
    keySecret: keySecret?.sealed ?? kept?.keySecret ?? null,
    keySecretLast4: keySecret?.last4 ?? kept?.keySecretLast4 ?? null,
    webhookSecret: webhookSecret?.sealed ?? kept?.webhookSecret ?? null,
    webhookSecretLast4: webhookSecret?.last4 ?? kept?.webhookSecretLast4 ?? null,
  }
}

/** The widget's payment choice: a gateway, or manual payment when details exist, or none. */
export function widgetPayment(gateway: PaymentSettingsBody['gateway'], manual: ManualDetails) {
  const hasManual = Object.keys(manual).length > 0
  return {
    isEnabled: gateway !== 'none' || hasManual,
    selectedGatewayId: gateway !== 'none' ? gateway : hasManual ? 'manual' : null,
  }
}
