import type { FastifyInstance, FastifyReply } from 'fastify'
import { LRUCache } from 'lru-cache'
import {
  gstinStateMismatch,
  INVOICE_PDF_PATH,
  InvoicePdfQuery,
  InvoiceSettings,
  OWNER_INVOICE_PDF_PATH,
  OWNER_INVOICE_SETTINGS_PATH,
  OwnerInvoicePdfQuery,
  type InvoiceDocumentKind,
} from '../../../contract/invoices.js'
import type { Language } from '../../../contract/language.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { invoicePdf } from './invoice-pdf.js'
import { InvoiceRepository, type StoredInvoice } from './invoice-repository.js'
import type { InvoiceScope, InvoiceService } from './invoice-service.js'
import { invoiceText } from './invoice-text.js'

/**
 * The PDF routes (the customer's own orders; the owner's whole site) and the owner's GST settings. A document out of
 * the caller's scope and one not made (yet) are both 404, so another site's owner or customer learns nothing.
 */
export function invoiceRoutes(app: FastifyInstance, service: InvoiceService): void {
  // A document never changes once made: its PDF (slow to lay out in Devanagari) is kept for the next download.
  const pdfs = new LRUCache<string, Buffer>({ max: 64 })
  const pdfOf = async (stored: StoredInvoice) => {
    const cached = pdfs.get(stored.id)
    if (cached) return cached
    const pdf = await invoicePdf(stored.document)
    pdfs.set(stored.id, pdf)
    return pdf
  }
  const send = async (
    reply: FastifyReply,
    scope: InvoiceScope,
    orderId: string,
    kind: InvoiceDocumentKind = 'invoice',
  ) => {
    const stored =
      kind === 'invoice' ? await service.invoice(scope, orderId) : await service.latestCreditNote(scope, orderId)
    if (!stored) throw new HttpError(404, invoiceText('error.notFound', {}, 'en'), 'NOT_FOUND')
    const name = stored.document.number.replace(/[^\w-]+/g, '-')
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}.pdf"`)
      .header('cache-control', 'private, no-store')
    return pdfOf(stored)
  }

  route(
    app,
    { method: 'GET', url: INVOICE_PDF_PATH, auth: 'customer', query: InvoicePdfQuery, sameCustomer: 'query' },
    ({ query, customer, reply }) =>
      send(reply, { siteId: customer.siteId, customerId: customer.id }, query.orderId, query.document),
  )

  route(
    app,
    { method: 'GET', url: OWNER_INVOICE_PDF_PATH, auth: 'owner', query: OwnerInvoicePdfQuery },
    ({ query, ownerSite, reply }) => send(reply, { siteId: ownerSite.id }, query.orderId, query.document),
  )

  route(app, { method: 'GET', url: OWNER_INVOICE_SETTINGS_PATH, auth: 'owner' }, ({ ownerSite }) =>
    new InvoiceRepository(app.db).settings(ownerSite.id),
  )

  route(
    app,
    { method: 'PUT', url: OWNER_INVOICE_SETTINGS_PATH, auth: 'owner', body: InvoiceSettings },
    async ({ body, ownerSite }) => {
      const settings = { ...body, legalName: body.legalName.trim() }
      if (gstinStateMismatch(settings)) {
        const language: Language = ownerSite.defaultLanguage
        throw new DecodeError([{ path: 'body.gstin', message: invoiceText('error.gstinState', {}, language) }])
      }
      await new InvoiceRepository(app.db).saveSettings(ownerSite.id, settings)
      return settings
    },
  )
}
