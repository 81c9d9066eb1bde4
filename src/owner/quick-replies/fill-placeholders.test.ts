import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from './fill-placeholders'

describe("a quick reply's placeholders", () => {
  it('are filled from the conversation, each wherever it appears', () => {
    expect(
      fillPlaceholders('{name}, pay {order} to {upi}. Open {hours}. Thanks {name}', {
        name: 'Asha Verma',
        order: 'KK-1003',
        upi: 'kesar@upi',
        hours: 'Mon–Sat 9:00 am–6:00 pm',
      }),
    ).toBe('Asha Verma, pay KK-1003 to kesar@upi. Open Mon–Sat 9:00 am–6:00 pm. Thanks Asha Verma')
  })

  it('stay as written when the conversation has no value for them, and other braces are left alone', () => {
    expect(fillPlaceholders('Order {order} for {name} {unknown} {hours}', { name: ' ', hours: null })).toBe(
      'Order {order} for {name} {unknown} {hours}',
    )
  })
})
