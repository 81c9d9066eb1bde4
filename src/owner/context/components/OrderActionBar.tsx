import { observer } from 'mobx-react-lite'
import { completeNeedsPayment, ownerMayCancelWithRefund, paidAmount } from '../../../../contract/order-status'
import { formatRupees } from '../../../ui/money'
import { useOwnerT, useStageName } from '../../i18n'
import { stageProgress, type OwnerOrderProps } from '../owner-order'

/** The owner's actions on an order, each only when the order's state allows it; one at a time. */
export const OrderActionBar = observer(function OrderActionBar({ order, store }: OwnerOrderProps) {
  const t = useOwnerT()
  const stageName = useStageName()
  const work = store.work.get(order._id)
  const doing = (action: string) => (work?.kind === 'action' && work.action === action) || undefined
  const { next } = stageProgress(order)
  const advance = store.may(order, 'advance') && next !== null
  const complete = store.may(order, 'complete')
  const cancel = store.may(order, 'cancel')
  // A paid order is cancelled with its refund; money owed back is settled; an unpaid order completes paid outside.
  const refund = !cancel && ownerMayCancelWithRefund(order)
  const owed = order.refundDue ?? 0
  if (!advance && !complete && !cancel && !refund && owed === 0) return null
  return (
    <div className="ow-actions ow-order__actions">
      {advance && (
        <button
          type="button"
          className="ow-button ow-button--primary"
          disabled={work !== undefined}
          aria-busy={doing('advance')}
          onClick={() => void store.act(order._id, 'advance')}
        >
          {t('context.orders.advance', { stage: next && stageName(next) })}
        </button>
      )}
      {complete && (
        <button
          type="button"
          className="ow-button"
          disabled={work !== undefined}
          aria-busy={doing('complete')}
          onClick={() =>
            completeNeedsPayment(order) ? store.askMoney(order._id, 'complete') : void store.act(order._id, 'complete')
          }
        >
          {t('context.orders.complete')}
        </button>
      )}
      {refund && (
        <button
          type="button"
          className="ow-button ow-button--danger-outline"
          disabled={work !== undefined}
          onClick={() => store.askMoney(order._id, 'refund')}
        >
          {t('context.orders.cancelRefund', { amount: formatRupees(paidAmount(order)) })}
        </button>
      )}
      {owed > 0 && (
        <button
          type="button"
          className="ow-button ow-button--primary"
          disabled={work !== undefined}
          onClick={() => store.askMoney(order._id, 'settle')}
        >
          {t('context.orders.settleRefund', { amount: formatRupees(owed) })}
        </button>
      )}
      {cancel && (
        <button
          type="button"
          className="ow-button ow-button--danger-outline"
          disabled={work !== undefined}
          onClick={() => store.askCancel(order._id)}
        >
          {t('context.orders.cancel')}
        </button>
      )}
    </div>
  )
})
