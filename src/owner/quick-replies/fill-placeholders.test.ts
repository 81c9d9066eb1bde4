import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from './fill-placeholders'

describe("a quick reply's placeholders", () => {
  it('are filled from the conversation, each wherever it appears', () => {
    expect(
      fillPlaceholders('{name}, pay {order} to {upi}. Thanks {name}', {
        name: 'Asha Verma',
        order: 'KK-1003',
        upi: 'kesar@upi',
      }),
    ).toBe('Asha Verma, pay KK-1003 to kesar@upi. Thanks Asha Verma')
  })

  it('stay as written when the conversation has no value for them, and other braces are left alone', () => {
    expect(fillPlaceholders('Order {order} for {name} {unknown}', { name: ' ', upi: null })).toBe(
      'Order {order} for {name} {unknown}',
    )
  })
})
