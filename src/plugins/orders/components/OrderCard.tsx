import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { customerMayCancel, paidMilestones, progressPercent, unpaidAmount } from '../../../../contract/order-status'
import type { Order } from '../../../../contract/orders'
import { OrderActions } from '../../../engine/outlets'
import { useWidgetT } from '../../../engine/react'
import { formatRupees, formatWholeRupees } from '../../../ui/money'
import type { OrderHistory } from '../order-history'

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * One order of the History tab (docs/product.md, 'Screens and routes'): id, title, a status badge with its
 * colour, progress percent, 'x/y paid' and what is left to pay (rupees, no
 * decimals); it opens to show the items, the address, the stages and the
 * payments, and offers Cancel while the customer may cancel. Other plugins'
 * order actions (payment's Pay) sit under the summary.
 */
export const OrderCard = observer(function OrderCard({ order, history }: { order: Order; history: OrderHistory }) {
  const t = useWidgetT('orders')
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const titleId = useId()
  const paid = paidMilestones(order)
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
          <span>{t('history.placedOn', { date: dateFormat.format(new Date(order.createdDate)) })}</span>
          <span>{t('history.progress', { percent: progressPercent(order) })}</span>
          <span>{t('history.paid', { paid, total: order.paymentMilestones.length })}</span>
        </span>
        <span className="vw-order-card__amount">
          {order.status !== 'Cancelled' && paid < order.paymentMilestones.length
            ? t('history.toPay', { amount: formatWholeRupees(unpaidAmount(order)) })
            : formatWholeRupees(order.finalAmount)}
        </span>
        <span className="vw-order-card__progress" aria-hidden="true">
          <span style={{ width: `${progressPercent(order)}%` }} />
        </span>
      </button>
      <div className="vw-order-card__actions">
        <OrderActions orderId={order.orderId} order={order} />
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
          {address && (
            <>
              <h4>{t('history.deliverTo')}</h4>
              <p>
                {address.fullName},{' '}
                {joinParts([address.addressLine1, address.addressLine2, address.city, address.state])} {address.pincode}
              </p>
            </>
          )}
          <h4>{t('history.stages')}</h4>
          <ol className="vw-order-card__stages">
            {order.pipelineStages.map((stage) => (
              <li key={stage.name} data-status={stage.status}>
                {stage.name}
              </li>
            ))}
          </ol>
          <h4>{t('history.payments')}</h4>
          <ul>
            {order.paymentMilestones.map((milestone) => (
              <li key={milestone.id}>
                {t('history.milestone', {
                  label: milestone.label,
                  amount: formatRupees(milestone.amount),
                  date: milestone.dueDate,
                  status: milestone.status,
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

/** The address lines, city and state that are filled in, comma-separated. */
function joinParts(parts: Array<string | null | undefined>): string {
  return parts.filter(Boolean).join(', ')
}
