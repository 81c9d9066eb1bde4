import { observer } from 'mobx-react-lite'
import { InvoiceLinks } from '../invoices/InvoiceLinks'
import { useEffect, useRef } from 'react'
import { orderView } from '../../../contract/order-status'
import type { OrderBoardOrder } from '../../../contract/owner-order-board'
import { formatRupees } from '../../ui/money'
import { OrderActionBar } from '../context/components/OrderActionBar'
import { openReports, orderTitle, stageProgress } from '../context/owner-order'
import { useOwnerT, useStageName } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import type { OwnerOrdersStore } from './owner-orders-store'

const STATUS_TONE = { Draft: '', Active: 'ow-pill--info', Completed: 'ow-pill--ok', Cancelled: 'ow-pill--danger' }

/**
 * One order of the Orders tab: number, customer, title, total and stage (the button opens it with its customer in
 * the inbox), its reported payments to confirm, then the owner's actions its state allows (the customer column's
 * `OrderActionBar`, its dialogs in `OrderDialogs`), one at a time.
 */
export const OrderRow = observer(function OrderRow({
  order,
  store,
  found = false,
}: {
  order: OrderBoardOrder
  store: OwnerOrdersStore
  /** The order the owner asked to be shown ('Moved to … — Show'): marked, and focused. */
  found?: boolean
}) {
  const card = useRef<HTMLElement>(null)
  useEffect(() => {
    if (found) card.current?.focus()
  }, [found])
  const app = useOwnerApp()
  const t = useOwnerT()
  const stageName = useStageName()
  const view = orderView(order)
  const { customer } = order
  const who = customer.name ?? `${customer.countryCode} ${customer.phoneNumber}`
  const { current } = stageProgress(order)
  const work = store.work.get(order._id)
  const reports = openReports(order)
  return (
    <article
      ref={card}
      className={`ow-card ow-orders__order${found ? ' ow-orders__order--found' : ''}`}
      data-order={order._id}
      tabIndex={-1}
    >
      <button
        type="button"
        className="ow-orders__open"
        aria-label={t('ordersView.open', { orderId: order.orderId, customer: who })}
        onClick={() => app.openOrderCustomer(customer.customerId)}
      >
        <span className="ow-orders__line">
          <strong>{order.orderId}</strong>
          <span className={`ow-pill ${STATUS_TONE[view.status]}`}>{t(`context.orders.statuses.${view.status}`)}</span>
        </span>
        <span className="ow-orders__line">
          <span>{customer.name ?? t('ordersView.noName')}</span>
          <span className="ow-muted">{`${customer.countryCode} ${customer.phoneNumber}`}</span>
        </span>
        <span className="ow-orders__line">
          <span className="ow-orders__title">{orderTitle(order, t)}</span>
          <strong>{formatRupees(order.finalAmount)}</strong>
        </span>
        <span className="ow-orders__line ow-muted">
          <span>{t('ordersView.placed', { time: formatDateTime(order.createdDate) })}</span>
          {current && <span>{t('ordersView.stage', { stage: stageName(current) })}</span>}
        </span>
      </button>
      {order.discountCode && (
        <p className="ow-orders__code">
          {t('discounts.orderLine', {
            code: order.discountCode.code,
            amount: formatRupees(order.discountCode.amount),
          })}
        </p>
      )}
      {reports.map((report) => (
        <p key={report.milestoneId} className="ow-orders__report">
          {t('ordersView.reported', { amount: formatRupees(report.amount), reference: report.reference })}
        </p>
      ))}
      {reports.length > 0 && (
        <div className="ow-actions">
          {reports.map((report) => (
            <button
              key={report.milestoneId}
              type="button"
              className="ow-button ow-button--primary"
              disabled={work !== undefined}
              aria-busy={(work?.kind === 'payment' && work.milestoneId === report.milestoneId) || undefined}
              onClick={() => void store.confirmPayment(order._id, report.milestoneId)}
            >
              {t('ordersView.confirmPayment', { amount: formatRupees(report.amount) })}
            </button>
          ))}
        </div>
      )}
      <OrderActionBar order={order} store={store} />
      <InvoiceLinks order={order} />
      <FailureText ns="context" failure={store.failures.get(order._id) ?? null} />
    </article>
  )
})
