import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { ReportManualPaymentBody, upiLink } from './payment'

describe('upiLink (a UPI deep link in INR)', () => {
  it('names the payee, the amount with 2 decimals, INR and the order', () => {
    const link = upiLink({ upiId: 'kesarkitchen@upi', upiAccountName: 'Kesar Kitchen' }, 393.9, 'KK-1001')!
    const url = new URL(link)
    expect(url.protocol).toBe('upi:')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: 'kesarkitchen@upi',
      pn: 'Kesar Kitchen',
      am: '393.90',
      cu: 'INR',
      tn: 'KK-1001',
    })
  })

  it('is null without a UPI id (the sheet says UPI ID not available)', () => {
    expect(upiLink({ upiId: null }, 10, 'KK-1')).toBeNull()
  })
})

describe('ReportManualPaymentBody', () => {
  it('takes a UTR of 6 to 30 letters or digits, trimmed', () => {
    expect(
      decode(ReportManualPaymentBody, { customerId: 'c1', orderId: 'o1', reference: ' 412345678901 ' }, 'body'),
    ).toEqual({
      ok: true,
      value: { customerId: 'c1', orderId: 'o1', reference: '412345678901' },
    })
  })

  it('refuses anything else at body.reference', () => {
    const result = decode(ReportManualPaymentBody, { customerId: 'c1', orderId: 'o1', reference: 'paid!' }, 'body')
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'body.reference', message: 'Please enter the payment reference (UTR).' }],
    })
  })
})
