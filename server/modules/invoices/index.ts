import type { FastifyInstance } from 'fastify'
import type { PincodeProvider } from '../../providers/pincode/index.js'
import { InvoiceService } from './invoice-service.js'
import { invoiceRoutes } from './routes.js'

export { InvoiceService } from './invoice-service.js'

/**
 * Invoices and credit notes (docs/invoices.md): made when an order is paid (`payment.confirmed`) and when money of it
 * is refunded (`payment.refunded`, processed), and on demand when a paid order's invoice is asked for first; the PDF
 * routes and the owner's GST settings. Needs the `events` plugin.
 */
export default async function invoices(app: FastifyInstance, options: { pincodes: PincodeProvider }) {
  const service = new InvoiceService(app.db, options.pincodes)
  app.events.subscribe({
    name: 'invoices',
    async handle(event) {
      if (event.type === 'payment.confirmed' && event.payload.order.paymentStatus === 'Paid')
        await service.invoice({ siteId: event.payload.siteId }, event.payload.order._id, new Date(event.occurredAt))
      if (event.type === 'payment.refunded' && event.payload.status === 'processed')
        await service.creditNote(event.payload.siteId, event.payload.order._id, event.payload.amount, event.id)
    },
  })
  invoiceRoutes(app, service)
}
