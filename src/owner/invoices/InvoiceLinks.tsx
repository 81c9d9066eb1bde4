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
  return (
    <div className="ow-actions ow-order__invoices">
      <a
        className="ow-button"
        href={pdfUrl(order, 'invoice')}
        download
        aria-label={t('invoices.order.downloadInvoice', { orderId: order.orderId })}
      >
        {t('invoices.order.invoice')}
      </a>
      {order.refund?.status === 'processed' && (
        <a
          className="ow-button"
          href={pdfUrl(order, 'credit-note')}
          download
          aria-label={t('invoices.order.downloadCreditNote', { orderId: order.orderId })}
        >
          {t('invoices.order.creditNote')}
        </a>
      )}
    </div>
  )
}
