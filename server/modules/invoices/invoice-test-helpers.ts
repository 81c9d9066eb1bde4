import { extractText, getDocumentProxy } from 'unpdf'
import { OWNER_CONFIRM_PAYMENT_PATH, REPORT_MANUAL_PAYMENT_PATH } from '../../../contract/payment.js'
import type { Order } from '../../../contract/orders.js'
import { INVOICE_PDF_PATH, OWNER_INVOICE_PDF_PATH, OWNER_INVOICE_SETTINGS_PATH } from '../../../contract/invoices.js'
import { DEMO_OWNER_KEY, type TestApp } from '../../test/app.js'
import type { SignedIn } from '../auth/test-helpers.js'
import { paymentCalls } from '../payment/payment-test-helpers.js'

/** The text of a PDF, its pages joined, as a reader of the file would copy it. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/** A customer who orders and pays by UPI (the owner confirms it), and the invoice calls of both sides. */
export function invoiceCalls(app: () => TestApp, firstCustomer: number) {
  const payments = paymentCalls(app, firstCustomer)
  const owner = `Bearer ${DEMO_OWNER_KEY}`
  return {
    ...payments,
    async paid(who: SignedIn): Promise<Order> {
      const order = await payments.order(who)
      await payments.post(who, REPORT_MANUAL_PAYMENT_PATH, { orderId: order._id, reference: '412345678901' })
      const confirmed = await app().inject({
        method: 'POST',
        url: OWNER_CONFIRM_PAYMENT_PATH,
        headers: { authorization: owner },
        payload: { orderId: order.orderId, milestoneId: order.paymentMilestones[0]!.id },
      })
      if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`)
      return order
    },
    customerPdf: (who: SignedIn, orderId: string, document = 'invoice') =>
      app().inject({
        method: 'GET',
        url: INVOICE_PDF_PATH,
        headers: { authorization: who.authorization, host: 'demo.localhost' },
        query: { customerId: who.customerId, orderId, document },
      }),
    ownerPdf: (orderId: string, document = 'invoice', authorization = owner) =>
      app().inject({
        method: 'GET',
        url: OWNER_INVOICE_PDF_PATH,
        headers: { authorization },
        query: { orderId, document },
      }),
    settings: (payload: Record<string, unknown>, authorization = owner) =>
      app().inject({ method: 'PUT', url: OWNER_INVOICE_SETTINGS_PATH, headers: { authorization }, payload }),
  }
}
