import { describe, expect, it } from 'vitest'
import { CUSTOMER_LANGUAGE_PATH } from '../../../contract/auth.js'
import { CANCEL_ORDER_PATH, OWNER_ORDER_ACTION_PATH } from '../../../contract/orders.js'
import { OWNER_QUOTES_PATH, QuoteResponse } from '../../../contract/quotes.js'
import { indianDate } from '../../../contract/service-slot.js'
import { DEMO_OWNER_KEY, useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, demoItemIds } from '../order/test-helpers.js'
import { paymentCalls, refundCalls } from './payment-test-helpers.js'

/** What each language's messages say, as a customer reads them in the chat. */
const expected = {
  hi: {
    placed: (id: string) => `ऑर्डर ${id} दे दिया गया, पेमेंट बाकी है`,
    quote: (number: string) => `कोटेशन ${number}`,
    // The product's own stage names are translated too.
    advanced: (id: string) => `आपके ऑर्डर ${id} का अपडेट: कन्फ़र्म हुआ।`,
    byCustomer: (id: string) => `आपका ऑर्डर ${id} रद्द कर दिया गया है।`,
    byBusiness: (id: string) => `आपका ऑर्डर ${id} Kesar Kitchen ने रद्द कर दिया है।`,
    refunded: (id: string) => new RegExp(`^आपके ऑर्डर ${id} के लिए ₹[\\d,.]+ का रिफ़ंड हो गया है।$`),
  },
  en: {
    placed: (id: string) => `Order ${id} placed, awaiting payment`,
    quote: (number: string) => `Quote ${number}`,
    advanced: (id: string) => `Update on your order ${id}: Confirmed.`,
    byCustomer: (id: string) => `Your order ${id} has been cancelled.`,
    byBusiness: (id: string) => `Your order ${id} has been cancelled by Kesar Kitchen.`,
    refunded: (id: string) => new RegExp(`^Refunded ₹[\\d,.]+ for your order ${id}\\.$`),
  },
}

describe.each(testDatabases)("order and refund messages in the customer's language on $name", (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_OWNER_KEY}` } })
  const calls = paymentCalls(() => ctx.app)
  const money = refundCalls(ctx)
  let next = 24
  const customerReading = async (language: 'en' | 'hi'): Promise<SignedIn> => {
    const who = await signIn(ctx.app, next++)
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: CUSTOMER_LANGUAGE_PATH,
      headers: { authorization: who.authorization },
      payload: { language },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    return who
  }
  const ownerAction = (orderId: string, action: string) => money.owner(OWNER_ORDER_ACTION_PATH, { orderId, action })

  it.each(['hi', 'en'] as const)(
    'a customer reading %s gets their order advanced, cancelled and refunded in it',
    async (language) => {
      const text = expected[language]
      const who = await customerReading(language)

      // Their own cancel, from the widget.
      const cancelled = await calls.order(who)
      expect((await calls.post(who, CANCEL_ORDER_PATH, { mode: 'cancel', orderId: cancelled._id })).statusCode).toBe(
        200,
      )
      expect((await money.messages(who)).at(-1)).toBe(text.byCustomer(cancelled.orderId))

      // The business moves an order on; it is paid; the business cancels it with its refund.
      const order = await calls.order(who)
      expect((await money.messages(who)).at(-1)).toContain(text.placed(order.orderId))
      const advanced = await ownerAction(order.orderId, 'advance')
      expect(advanced.statusCode, advanced.body).toBe(200)
      expect((await money.messages(who)).at(-1)).toBe(text.advanced(order.orderId))
      const init = await calls.started(who, order._id)
      const handler = (await calls.sandboxPay(init)).json()
      expect((await calls.verify(who, { ...handler, paymentAttemptId: init.paymentAttemptId })).statusCode).toBe(200)
      const refunded = await money.refund({ orderId: order.orderId, action: 'cancel', method: 'gateway' })
      expect(refunded.status).toBe('Cancelled')
      const messages = await money.messages(who)
      expect(messages.at(-2)).toBe(text.byBusiness(order.orderId))
      expect(messages.at(-1)).toMatch(text.refunded(order.orderId))
    },
  )

  it.each(['hi', 'en'] as const)('a customer reading %s gets a quote written in it', async (language) => {
    const who = await customerReading(language)
    const ids = await demoItemIds(ctx.app)
    const lines = [{ itemId: ids['wholesale-masala-tins'], name: 'Masala tins', quantity: 4, unitPrice: 5800 }]
    const sent = await money.owner(OWNER_QUOTES_PATH, {
      customerId: who.customerId,
      lines,
      validUntil: indianDate(new Date(), 1),
    })
    const quote = answerOf(QuoteResponse, sent).data
    const message = (await money.messages(who)).at(-1)
    expect(message).toContain(`data-quote-id="${quote._id}"`)
    expect(message).toContain(expected[language].quote(quote.quoteNumber))
  })
})
