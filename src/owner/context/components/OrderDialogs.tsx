import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../../i18n'
import type { OwnerOrdersStore } from '../../orders/owner-orders-store'
import { ConfirmDialog } from '../../panel-kit/ConfirmDialog'
import { FailureText } from '../../panel-kit/FailureText'
import { MoneyDialog } from './MoneyDialog'

/**
 * The dialogs of the owner's order actions (`OrderActionBar`), wherever the order is shown: 'Cancel order?' and the
 * money dialog (cancel and refund, settle a refund, complete an order paid outside). Each stays with its failure.
 *
 * @example
 * <OrderDialogs orders={app.panels.orders.orders} />
 */
export const OrderDialogs = observer(function OrderDialogs({ orders }: { orders: OwnerOrdersStore }) {
  const t = useOwnerT()
  const cancelling = orders.cancelling ? orders.byId.get(orders.cancelling) : undefined
  return (
    <>
      {cancelling && (
        <ConfirmDialog
          title={t('context.cancelDialog.title', { orderId: cancelling.orderId })}
          text={t('context.cancelDialog.text')}
          confirmLabel={t('context.cancelDialog.confirm')}
          keepLabel={t('context.cancelDialog.keep')}
          busy={orders.work.has(cancelling._id)}
          onConfirm={() => void orders.confirmCancel()}
          onKeep={() => orders.keepOrder()}
        >
          <FailureText ns="context" failure={orders.failures.get(cancelling._id) ?? null} />
        </ConfirmDialog>
      )}
      {orders.money && <MoneyDialog key={orders.money.order._id} dialog={orders.money} store={orders} />}
    </>
  )
})
