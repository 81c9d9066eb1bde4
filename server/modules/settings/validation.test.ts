import { describe, expect, it } from 'vitest'
import { DEFAULT_HOURS } from '../../../contract/settings.js'
import { hoursErrors, paymentErrors } from './validation.js'

const payments = {
  upiId: 'shop@okaxis',
  payeeName: 'Shop',
  qrCode: null,
  phone: '',
  gateway: 'sandbox' as const,
}
const context = {
  storedKeyId: null,
  hasKeySecret: false,
  hasWebhookSecret: false,
  production: false,
  fromEnvironment: false,
}
const paths = (errors: { path: string }[]) => errors.map((error) => error.path)

describe('settings validation', () => {
  it('refuses the sandbox in production only', () => {
    expect(paths(paymentErrors(payments, { ...context, production: true }))).toEqual(['body.gateway'])
    expect(paymentErrors(payments, context)).toEqual([])
  })

  it('keeps stored secrets for the same key id only; RAZORPAY_CREDENTIALS needs none', () => {
    const razorpay = { ...payments, gateway: 'razorpay' as const, razorpay: { keyId: 'rzp_test_Same1' } }
    const stored = { ...context, storedKeyId: 'rzp_test_Same1', hasKeySecret: true, hasWebhookSecret: true }
    expect(paymentErrors(razorpay, stored)).toEqual([])
    expect(paths(paymentErrors({ ...razorpay, razorpay: { keyId: 'rzp_test_Other1' } }, stored))).toEqual([
      'body.razorpay.keySecret',
      'body.razorpay.webhookSecret',
    ])
    expect(paymentErrors({ ...payments, gateway: 'razorpay' }, { ...context, fromEnvironment: true })).toEqual([])
  })

  it('refuses unknown days, too many openings, too many holidays and a long pause message', () => {
    const errors = hoursErrors({
      ...DEFAULT_HOURS,
      week: {
        wed: Array.from({ length: 4 }, () => ({ opens: '09:00', closes: '10:00' })),
        ...({ fun: [] } as object),
      },
      holidays: Array.from({ length: 101 }, () => '2026-01-26'),
      pauseMessage: 'x'.repeat(301),
    })
    expect(paths(errors)).toEqual(['body.week.fun', 'body.week.wed', 'body.holidays', 'body.pauseMessage'])
  })
})
