import { describe, expect, it } from 'vitest'
import { serverText } from '../../text/server-text.js'
import { placedKey } from './order-messages.js'

describe("a new order's message in the chat", () => {
  it.each([
    ['something due, not yet paid', { finalAmount: 43390, paymentStatus: 'Pending' as const }, 'awaiting payment'],
    ['paid', { finalAmount: 43390, paymentStatus: 'Paid' as const }, 'awaiting confirmation'],
    ['nothing to pay', { finalAmount: 0, paymentStatus: 'Pending' as const }, 'awaiting confirmation'],
  ])('%s: placed, %s', (_case, order, waitsFor) => {
    expect(serverText(placedKey(order), { orderId: 'SC-1001' })).toBe(`Order SC-1001 placed, ${waitsFor}`)
  })

  it('says it in Hindi for Hindi readers', () => {
    const hindi = (paymentStatus: 'Pending' | 'Paid') =>
      serverText(placedKey({ finalAmount: 100, paymentStatus }), { orderId: 'SC-1001' }, 'hi')
    expect(hindi('Pending')).toBe('ऑर्डर SC-1001 दे दिया गया, पेमेंट बाकी है')
    expect(hindi('Paid')).toBe('ऑर्डर SC-1001 दे दिया गया, बिज़नेस के कन्फ़र्म करने का इंतज़ार है')
  })
})
