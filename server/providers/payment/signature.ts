import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `payload` with `secret`, in lower-case hex (Razorpay's signatures). */
export function hmacHex(secret: string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

/** The checkout handler's signature of a payment. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`)
}

/**
 * Whether `signature` is the HMAC of `payload`, compared in constant time
 * (a byte-by-byte compare would tell an attacker how much of a forgery is right).
 *
 * @example
 * signatureMatches(keySecret, `${orderId}|${paymentId}`, body.razorpay_signature)
 */
export function signatureMatches(secret: string, payload: Buffer | string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = Buffer.from(hmacHex(secret, payload), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'))
}

/**
 * Razorpay's two checks with an account's key secret and webhook secret: the checkout handler's signature of a payment,
 * and a webhook body's. The sandbox signs exactly as Razorpay does, so both gateways verify with this one code.
 */
export class RazorpaySignatures {
  readonly #signing: { keySecret: string; webhookSecret: string }

  constructor(signing: { keySecret: string; webhookSecret: string }) {
    this.#signing = signing
  }

  verifyPaymentSignature({
    orderId,
    paymentId,
    signature,
  }: {
    orderId: string
    paymentId: string
    signature: string
  }): boolean {
    return signatureMatches(this.#signing.keySecret, `${orderId}|${paymentId}`, signature)
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    return signatureMatches(this.#signing.webhookSecret, rawBody, signature)
  }
}
