import { describe, expect, it } from 'vitest'
import type { DiscountCodeInput } from '../../../contract/discount-codes.js'
import { share, tryCode, type CodeCheckout } from './discount-rules.js'
import { testDiscountCode } from '../../../contract/testing/test-discount.js'

/** A masala line (₹318 + 5% GST) and a pickle line (₹200, no GST), ₹100 delivery, on 2026-12-07. */
const checkout = (overrides: Partial<CodeCheckout> = {}): CodeCheckout => ({
  lines: [
    { itemId: 'masala', categoryId: 'spices', goods: 31800, gstPercentage: 5, amount: 33390 },
    { itemId: 'pickle', categoryId: 'pickles', goods: 20000, gstPercentage: 0, amount: 20000 },
  ],
  shipping: 10000,
  ships: true,
  usedByCustomer: false,
  today: '2026-12-07',
  ...overrides,
})
const tried = (input: Partial<DiscountCodeInput>, uses = 0, on: Partial<CodeCheckout> = {}) =>
  tryCode({ id: 'c', rule: testDiscountCode(input), uses }, checkout(on))

describe('discount code rules', () => {
  it('takes a percentage off every covered line, and their GST with it', () => {
    expect(tried({})).toEqual({
      ok: true,
      saving: { kind: 'percent', perLine: [3180, 2000], gstOff: [159, 0], delivery: 0 },
    })
    expect(tried({ categoryIds: ['pickles'] })).toMatchObject({ saving: { perLine: [0, 2000], gstOff: [0, 0] } })
    expect(tried({ itemIds: ['masala'], kind: 'amount', value: 50 })).toMatchObject({
      saving: { perLine: [5000, 0], gstOff: [250, 0] },
    })
  })

  it('never takes more than the covered goods; free delivery takes the delivery charge', () => {
    expect(tried({ kind: 'amount', value: 900, itemIds: ['pickle'] })).toMatchObject({
      saving: { perLine: [0, 20000] },
    })
    expect(tried({ kind: 'freeDelivery', value: 0 })).toMatchObject({ saving: { delivery: 10000, perLine: [0, 0] } })
    expect(tried({ kind: 'freeDelivery', value: 0 }, 0, { ships: false })).toEqual({ ok: false, reason: 'noDelivery' })
  })

  it('says why not: paused, days, limits, the customer, the minimum with what is missing, the items', () => {
    expect(tried({ active: false })).toEqual({ ok: false, reason: 'paused' })
    expect(tried({ startsOn: '2026-12-08' })).toEqual({ ok: false, reason: 'notStarted', date: '2026-12-08' })
    expect(tried({ endsOn: '2026-12-06' })).toEqual({ ok: false, reason: 'expired', date: '2026-12-06' })
    expect(tried({ startsOn: '2026-12-07', endsOn: '2026-12-07' }).ok).toBe(true)
    expect(tried({ useLimit: 3 }, 3)).toEqual({ ok: false, reason: 'usedUp' })
    expect(tried({ useLimit: 3 }, 2).ok).toBe(true)
    expect(tried({ oncePerCustomer: true }, 0, { usedByCustomer: true })).toEqual({ ok: false, reason: 'alreadyUsed' })
    expect(tried({ oncePerCustomer: false }, 0, { usedByCustomer: true }).ok).toBe(true)
    expect(tried({ minOrder: 600 })).toEqual({ ok: false, reason: 'belowMinimum', missing: 6610 })
    expect(tried({ minOrder: 533.9 }).ok).toBe(true)
    expect(tried({ itemIds: ['ghevar'], categoryIds: ['sweets'] })).toEqual({ ok: false, reason: 'notForItems' })
  })

  it('shares an amount by weight in whole paise that add up', () => {
    expect(share(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(share(1001, [31800, 20000, 0])).toEqual([615, 386, 0])
    expect(share(50, [0, 0])).toEqual([0, 0])
  })
})
