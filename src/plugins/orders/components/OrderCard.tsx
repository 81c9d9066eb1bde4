import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  customerMayCancel,
  milestoneLabel,
  orderView,
  paidMilestones,
  stageName,
} from '../../../../contract/order-status'
import type { Order } from '../../../../contract/orders'
import { OrderActions } from '../../../engine/outlets'
import { useWidgetT } from '../../../engine/react'
import { formatDate, formatRupees } from '../../../ui/money'
import type { OrderHistory } from '../order-history'

/**
 * One order of the History tab (docs/product.md, 'Screens and routes'): id, title, a status badge with its
 * colour, progress percent, 'x/y paid' and what is left to pay (the one money
 * format, paise kept); it opens to show the items, the address, the stages and the
 * payments, and offers Cancel while the customer may cancel. Other plugins'
 * order actions (payment's Pay) sit under the summary.
 */
export const OrderCard = observer(function OrderCard({ order, history }: { order: Order; history: OrderHistory }) {
  const t = useWidgetT('orders')
  const split = useWidgetT('checkoutSplit')
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const titleId = useId()
  const paid = paidMilestones(order)
  // The one status model: a cancelled order shows no progress and nothing to pay, only what was refunded.
  const view = orderView(order)
  const refund = view.refunded === null ? null : formatRupees(view.refunded)
  const address = order.shippingDetails[0]?.shipToAddress
  return (
    <article className="vw-order-card" aria-labelledby={titleId}>
      <button
        type="button"
        className="vw-order-card__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        aria-label={t('history.showDetails', { orderId: order.orderId })}
        onClick={() => setOpen(!open)}
      >
        <span className="vw-order-card__top">
          <strong id={titleId}>{order.orderId}</strong>
          <span className={`vw-order-badge vw-order-badge--${order.status.toLowerCase()}`}>
            {t(`history.statuses.${order.status}`)}
          </span>
        </span>
        <span className="vw-order-card__title">{order.title}</span>
        <span className="vw-order-card__meta">
          <span>{t('history.placedOn', { date: formatDate(order.createdDate) })}</span>
          {view.progress !== null && <span>{t('history.progress', { percent: view.progress })}</span>}
          {(view.payment === 'due' || view.payment === 'paid') && (
            <span>{t('history.paid', { paid, total: order.paymentMilestones.length })}</span>
          )}
          {refund && view.payment !== 'due' && view.payment !== 'paid' && view.payment !== 'none' && (
            <span>{t(`history.${view.payment}`, { amount: refund })}</span>
          )}
        </span>
        <span className="vw-order-card__amount">
          {view.due !== null ? t('history.toPay', { amount: formatRupees(view.due) }) : formatRupees(order.finalAmount)}
        </span>
        {view.progress !== null && (
          <span className="vw-order-card__progress" aria-hidden="true">
            <span style={{ width: `${view.progress}%` }} />
          </span>
        )}
      </button>
      <div className="vw-order-card__actions">
        <OrderActions orderId={order.orderId} order={order} />
        <InvoiceButtons order={order} history={history} />
      </div>
      {open && (
        <div id={detailsId} className="vw-order-card__details">
          <h4>{t('history.items')}</h4>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.itemId}:${item.groupId ?? ''}`}>
                {t('checkout.itemLine', { name: item.description, quantity: item.quantity })} ·{' '}
                {formatRupees(item.amount)}
              </li>
            ))}
          </ul>
          {order.discountCode && (
            <p className="vw-order-card__code">
              {split('code.line', { code: order.discountCode.code })}: −{formatRupees(order.discountCode.amount)}
            </p>
          )}
          {address && (
            <>
              <h4>{t('history.deliverTo')}</h4>
              <p>
                {address.fullName},{' '}
                {joinParts([address.addressLine1, address.addressLine2, address.city, address.state])} {address.pincode}
              </p>
            </>
          )}
          {view.progress !== null && (
            <>
              <h4>{t('history.stages')}</h4>
              <ol className="vw-order-card__stages">
                {order.pipelineStages.map((stage) => (
                  <li key={stage.name} data-status={stage.status}>
                    {/* English is the name itself: only a translation has `stages` (widget/language.ts). */}
                    {stageName(stage.name, (key) => t(`stages:${key}` as never, { defaultValue: stage.name }))}
                  </li>
                ))}
              </ol>
            </>
          )}
          <h4>{t('history.payments')}</h4>
          <ul>
            {/* A cancelled order has nothing due: only what was paid is listed. */}
            {order.paymentMilestones
              .filter((milestone) => order.status !== 'Cancelled' || milestone.status === 'Paid')
              .map((milestone) => (
                <li key={milestone.id}>
                  {t('history.milestone', {
                    label: milestoneLabel(milestone.label, (key) =>
                      t(`stages:${key}` as never, { defaultValue: milestone.label }),
                    ),
                    amount: formatRupees(milestone.amount),
                    date: formatDate(milestone.dueDate),
                    status: t(`history.milestoneStatus.${milestone.status}`),
                  })}
                </li>
              ))}
          </ul>
          {customerMayCancel(order) && (
            <button
              type="button"
              className="vw-view__secondary vw-order-card__cancel"
              onClick={() => history.askCancel(order)}
            >
              {t('history.cancel')}
            </button>
          )}
        </div>
      )}
    </article>
  )
})

/** A paid order's invoice PDF, and its credit note once money of it was refunded. */
const InvoiceButtons = observer(function InvoiceButtons({ order, history }: { order: Order; history: OrderHistory }) {
  const t = useWidgetT('orders')
  if (order.paymentStatus !== 'Paid') return null
  const busy = history.downloading === order._id
  return (
    <>
      <button
        type="button"
        className="vw-view__secondary vw-order-card__invoice"
        aria-label={t('history.downloadInvoice', { orderId: order.orderId })}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void history.download(order, 'invoice')}
      >
        {t('history.invoice')}
      </button>
      {order.refund?.status === 'processed' && (
        <button
          type="button"
          className="vw-view__secondary vw-order-card__invoice"
          aria-label={t('history.downloadCreditNote', { orderId: order.orderId })}
          disabled={busy}
          onClick={() => void history.download(order, 'credit-note')}
        >
          {t('history.creditNote')}
        </button>
      )}
    </>
  )
})

/** The address lines, city and state that are filled in, comma-separated. */
function joinParts(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(', ')
}
