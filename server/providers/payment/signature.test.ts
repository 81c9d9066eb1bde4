import { describe, expect, it } from 'vitest'
import { hmacHex, paymentSignature, signatureMatches } from './signature'

describe('payment signatures', () => {
  // Razorpay's documented example: HMAC-SHA256 hex of `order_id|payment_id` with the key secret.
  const secret = 'EnLs21M47BllR3X8PSFtjtbd'
  const signature = paymentSignature(secret, 'order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9')

  it('signs order_id|payment_id with the key secret', () => {
    expect(signature).toBe(hmacHex(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9'))
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('accepts the right signature, in either case', () => {
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', signature)).toBe(true)
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', signature.toUpperCase())).toBe(true)
  })

  it('refuses another payment, another secret, a truncated or a malformed signature', () => {
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_other', signature)).toBe(false)
    expect(signatureMatches('another-secret', 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', signature)).toBe(false)
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', signature.slice(0, 63))).toBe(false)
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', 'z'.repeat(64))).toBe(false)
    expect(signatureMatches(secret, 'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', '')).toBe(false)
  })

  it('signs a webhook body byte for byte', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}')
    expect(signatureMatches('whsec', body, hmacHex('whsec', body))).toBe(true)
    expect(
      signatureMatches('whsec', Buffer.from('{"event":"payment.captured","payload":{} }'), hmacHex('whsec', body)),
    ).toBe(false)
  })
})
