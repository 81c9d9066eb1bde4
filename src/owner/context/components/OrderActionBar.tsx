import { observer } from 'mobx-react-lite'
import { completeNeedsPayment, ownerMayCancelWithRefund, paidAmount } from '../../../../contract/order-status'
import { formatRupees } from '../../../ui/money'
import { useOwnerT, useStageName } from '../../i18n'
import { stageProgress, type OwnerOrderProps } from '../owner-order'

/** One action of the bar: its button's look, its words, what it does, and whether it is the one running. */
interface OrderAction {
  key: string
  className: string
  label: string
  run(): void
  busy?: true
}

/** The owner's actions on an order, each only when the order's state allows it; one at a time. */
export const OrderActionBar = observer(function OrderActionBar({ order, store }: OwnerOrderProps) {
  const t = useOwnerT()
  const stageName = useStageName()
  const work = store.work.get(order._id)
  const doing = (action: string) => (work?.kind === 'action' && work.action === action) || undefined
  const { next } = stageProgress(order)
  const cancel = store.may(order, 'cancel')
  const owed = order.refundDue ?? 0
  const primary = 'ow-button ow-button--primary'
  const danger = 'ow-button ow-button--danger-outline'
  const actions: (OrderAction | false)[] = [
    store.may(order, 'advance') &&
      next !== null && {
        key: 'advance',
        className: primary,
        label: t('context.orders.advance', { stage: stageName(next) }),
        run: () => void store.act(order._id, 'advance'),
        busy: doing('advance'),
      },
    store.may(order, 'complete') && {
      key: 'complete',
      className: 'ow-button',
      label: t('context.orders.complete'),
      run: () =>
        completeNeedsPayment(order) ? store.askMoney(order._id, 'complete') : void store.act(order._id, 'complete'),
      busy: doing('complete'),
    },
    // A paid order is cancelled with its refund; money owed back is settled; an unpaid order completes paid outside.
    !cancel &&
      ownerMayCancelWithRefund(order) && {
        key: 'refund',
        className: danger,
        label: t('context.orders.cancelRefund', { amount: formatRupees(paidAmount(order)) }),
        run: () => store.askMoney(order._id, 'refund'),
      },
    owed > 0 && {
      key: 'settle',
      className: primary,
      label: t('context.orders.settleRefund', { amount: formatRupees(owed) }),
      run: () => store.askMoney(order._id, 'settle'),
    },
    cancel && {
      key: 'cancel',
      className: danger,
      label: t('context.orders.cancel'),
      run: () => store.askCancel(order._id),
    },
  ]
  const shown = actions.filter((action) => action !== false)
  if (shown.length === 0) return null
  return (
    <div className="ow-actions ow-order__actions">
      {shown.map((action) => (
        <button
          key={action.key}
          type="button"
          className={action.className}
          disabled={work !== undefined}
          aria-busy={action.busy}
          onClick={action.run}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
})
