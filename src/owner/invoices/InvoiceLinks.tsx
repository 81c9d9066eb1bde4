import { OWNER_INVOICE_PDF_PATH, type InvoiceDocumentKind } from '../../../contract/invoices'
import type { Order } from '../../../contract/orders'
import { useOwnerT } from '../i18n'

const pdfUrl = (order: Order, document: InvoiceDocumentKind) =>
  `${OWNER_INVOICE_PDF_PATH}?${new URLSearchParams({ orderId: order._id, document })}`

/**
 * A paid order's invoice PDF, and its credit note once money of it was refunded: plain links (the owner's session
 * cookie goes with them), downloaded as files.
 *
 * @example
 * <InvoiceLinks order={order} />
 */
export function InvoiceLinks({ order }: { order: Order }) {
  const t = useOwnerT()
  if (order.paymentStatus !== 'Paid') return null
  const link = (document: InvoiceDocumentKind, label: 'invoice' | 'creditNote') => (
    <a
      className="ow-button"
      href={pdfUrl(order, document)}
      download
      aria-label={t(document === 'invoice' ? 'invoices.order.downloadInvoice' : 'invoices.order.downloadCreditNote', {
        orderId: order.orderId,
      })}
    >
      {t(`invoices.order.${label}`)}
    </a>
  )
  return (
    <div className="ow-actions ow-order__invoices">
      {link('invoice', 'invoice')}
      {order.refund?.status === 'processed' && link('credit-note', 'creditNote')}
    </div>
  )
}
