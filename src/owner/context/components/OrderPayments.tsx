import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { ReportedPayment } from '../../../../contract/owner-inbox'
import { milestoneLabel } from '../../../../contract/order-status'
import { formatRupees } from '../../../ui/money'
import { formatDate, formatDateTime } from '../../panel-kit/format'
import { useOwnerT } from '../../i18n'
import { openReports, type OwnerOrderProps } from '../owner-order'

/** The order's payment milestones, each with the manual payments the customer reported for it and 'Confirm payment'. */
export const OrderPayments = observer(function OrderPayments({ order, store }: OwnerOrderProps) {
  const t = useOwnerT()
  const labelId = useId()
  const reports = openReports(order)
  return (
    <div className="ow-order__block">
      <p id={labelId} className="ow-order__label">
        {t('context.payments.title')}
      </p>
      <ul className="ow-milestones" aria-labelledby={labelId}>
        {order.paymentMilestones.map((milestone) => (
          <li key={milestone.id} className="ow-milestones__milestone">
            <span className="ow-milestones__row">
              <span>{milestoneLabel(milestone.label, (key) => t(`stages.${key}`))}</span>
              <span>{formatRupees(milestone.amount)}</span>
              <span className="ow-muted">{t('context.payments.due', { date: formatDate(milestone.dueDate) })}</span>
              {/* A cancelled order has nothing due: only what was paid is marked. */}
              {(milestone.status === 'Paid' || order.status !== 'Cancelled') && (
                <span className={`ow-pill ${milestone.status === 'Paid' ? 'ow-pill--ok' : 'ow-pill--warn'}`}>
                  {t(`context.payments.statuses.${milestone.status}`)}
                </span>
              )}
            </span>
            {reports
              .filter((report) => report.milestoneId === milestone.id)
              .map((report) => (
                <ReportedPaymentRow
                  key={`${report.reference}:${report.reportedAt}`}
                  order={order}
                  report={report}
                  store={store}
                />
              ))}
          </li>
        ))}
      </ul>
    </div>
  )
})

/** A manual payment the customer reported: reference, amount, time, screenshot, and the owner's confirmation. */
const ReportedPaymentRow = observer(function ReportedPaymentRow({
  order,
  report,
  store,
}: OwnerOrderProps & { report: ReportedPayment }) {
  const t = useOwnerT()
  const work = store.work.get(order._id)
  const confirming = work?.kind === 'payment' && work.milestoneId === report.milestoneId
  return (
    <div
      className="ow-report"
      role="group"
      aria-label={t('context.payments.reported', { reference: report.reference })}
    >
      <p className="ow-report__title">{t('context.payments.reportedTitle')}</p>
      <dl className="ow-report__facts">
        <div>
          <dt>{t('context.payments.reference')}</dt>
          <dd className="ow-report__reference">{report.reference}</dd>
        </div>
        <div>
          <dt>{t('context.payments.amount')}</dt>
          <dd>{formatRupees(report.amount)}</dd>
        </div>
        <div>
          <dt>{t('context.payments.reportedAt')}</dt>
          <dd>{formatDateTime(report.reportedAt)}</dd>
        </div>
      </dl>
      {report.screenshotUrl && (
        <a className="ow-report__screenshot" href={report.screenshotUrl} target="_blank" rel="noopener noreferrer">
          <img
            src={report.screenshotUrl}
            alt={t('context.payments.screenshot', { reference: report.reference })}
            loading="lazy"
          />
        </a>
      )}
      <button
        type="button"
        className="ow-button ow-button--primary ow-button--small"
        disabled={work !== undefined}
        aria-busy={confirming || undefined}
        onClick={() => void store.confirmPayment(order._id, report.milestoneId)}
      >
        {t('context.payments.confirm')}
      </button>
    </div>
  )
})
