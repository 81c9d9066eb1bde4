import { observer } from 'mobx-react-lite'
import { InvoiceLinks } from '../../invoices/InvoiceLinks'
import { useId } from 'react'
import { orderView } from '../../../../contract/order-status'
import { TotalsList } from '../../../ui/TotalsList'
import { formatRupees } from '../../../ui/money'
import { FailureText } from '../../panel-kit/FailureText'
import { formatDateTime } from '../../panel-kit/format'
import { useOwnerT } from '../../i18n'
import { orderTitle, type OwnerOrderProps } from '../owner-order'
import { OrderActionBar } from './OrderActionBar'
import { OrderPayments } from './OrderPayments'
import { OrderStages } from './OrderStages'

/** The payment pill of the one status model (`orderView`): a cancelled order shows no payment due. */
const PAYMENT_TONE = {
  due: 'ow-pill--warn',
  paid: 'ow-pill--ok',
  refunded: 'ow-pill--info',
  refundPending: 'ow-pill--warn',
  refundDue: 'ow-pill--danger',
} as const

const SLOT_DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

const STATUS_TONE = {
  Draft: '',
  Active: 'ow-pill--info',
  Completed: 'ow-pill--ok',
  Cancelled: 'ow-pill--danger',
} as const

/**
 * One order of the customer, as the owner handles it: summary, items and totals, stages, payments, actions, and the
 * last failure.
 */
export const OwnerOrderCard = observer(function OwnerOrderCard({ order, store }: OwnerOrderProps) {
  const t = useOwnerT()
  const titleId = useId()
  const view = orderView(order)
  return (
    <article className="ow-card ow-order" aria-labelledby={titleId} data-order={order._id} tabIndex={-1}>
      <header className="ow-order__top">
        <h4 id={titleId} className="ow-order__id">
          {order.orderId}
        </h4>
        <span className="ow-order__badges">
          <span className={`ow-pill ${STATUS_TONE[order.status]}`}>{t(`context.orders.statuses.${order.status}`)}</span>
          {view.payment !== 'none' && (
            <span className={`ow-pill ${PAYMENT_TONE[view.payment]}`}>
              {t(`context.orders.paymentViews.${view.payment}`, { amount: formatRupees(view.refunded ?? 0) })}
            </span>
          )}
        </span>
      </header>
      <p className="ow-order__title">{orderTitle(order, t)}</p>
      <p className="ow-order__meta">
        <span className="ow-muted">{t('context.orders.placed', { time: formatDateTime(order.createdDate) })}</span>
        <strong className="ow-order__total">{formatRupees(order.finalAmount)}</strong>
      </p>
      {order.discountCode && (
        <p className="ow-order__code">
          {t('discounts.orderLine', {
            code: order.discountCode.code,
            amount: formatRupees(order.discountCode.amount),
          })}
        </p>
      )}
      {order.serviceSlot && (
        <p className="ow-order__slot">
          {t('context.orders.preferredTime', {
            date: SLOT_DAY.format(new Date(`${order.serviceSlot.date}T00:00:00Z`)),
            slot: t(`context.orders.slots.${order.serviceSlot.slot}`),
          })}
        </p>
      )}
      <details className="ow-order__details">
        <summary>{t('context.orders.itemsAndTotals', { count: order.items.length })}</summary>
        <ul className="ow-order__items">
          {order.items.map((item) => (
            <li key={`${item.itemId}:${item.groupId ?? ''}`}>
              <span>{t('context.orders.itemLine', { name: item.description, quantity: item.quantity })}</span>
              <span>{formatRupees(item.amount)}</span>
            </li>
          ))}
        </ul>
        <TotalsList
          className="ow-totals"
          label={t('context.orders.totals', { orderId: order.orderId })}
          rows={[
            { key: 'subtotal', label: t('context.orders.subtotal'), amount: formatRupees(order.subtotal) },
            ...(order.totalDiscount > 0
              ? [
                  {
                    key: 'discount',
                    label: t('context.orders.discount'),
                    amount: `−${formatRupees(order.totalDiscount)}`,
                    kind: 'discount' as const,
                  },
                ]
              : []),
            ...(order.discountCode
              ? [
                  {
                    key: 'code',
                    label: t('discounts.line', { code: order.discountCode.code }),
                    amount: `−${formatRupees(order.discountCode.amount)}`,
                    kind: 'discount' as const,
                  },
                ]
              : []),
            { key: 'gst', label: t('context.orders.gst'), amount: formatRupees(order.totalGst) },
            { key: 'shipping', label: t('context.orders.shipping'), amount: formatRupees(order.shippingCost) },
            { key: 'total', label: t('context.orders.total'), amount: formatRupees(order.finalAmount), kind: 'total' },
          ]}
        />
      </details>
      {view.progress !== null && <OrderStages order={order} />}
      <OrderPayments order={order} store={store} />
      <OrderActionBar order={order} store={store} />
      <InvoiceLinks order={order} />
      {store.cancelling !== order._id && <FailureText ns="context" failure={store.failures.get(order._id) ?? null} />}
    </article>
  )
})
