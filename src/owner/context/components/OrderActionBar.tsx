import { observer } from 'mobx-react-lite'
import type { OwnerCustomerOrder } from '../../../../contract/owner-inbox'
import { useOwnerT } from '../../i18n'
import type { CustomerContextStore } from '../customer-context-store'
import { stageProgress } from '../owner-order'

/** The owner's actions on an order, each only when the order's state allows it; one at a time. */
export const OrderActionBar = observer(function OrderActionBar({
  order,
  store,
}: {
  order: OwnerCustomerOrder
  store: CustomerContextStore
}) {
  const t = useOwnerT()
  const work = store.work.get(order._id)
  const doing = (action: string) => (work?.kind === 'action' && work.action === action) || undefined
  const { next } = stageProgress(order)
  const advance = store.may(order, 'advance') && next !== null
  const complete = store.may(order, 'complete')
  const cancel = store.may(order, 'cancel')
  if (!advance && !complete && !cancel) return null
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
          {t('context.orders.advance', { stage: next })}
        </button>
      )}
      {complete && (
        <button
          type="button"
          className="ow-button"
          disabled={work !== undefined}
          aria-busy={doing('complete')}
          onClick={() => void store.act(order._id, 'complete')}
        >
          {t('context.orders.complete')}
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
