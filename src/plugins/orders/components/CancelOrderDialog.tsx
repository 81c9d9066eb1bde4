import { observer } from 'mobx-react-lite'
import { useAlertDialog } from '../../../ui/use-alert-dialog'
import { useWidgetT } from '../../../engine/react'
import type { OrderHistory } from '../order-history'

/** 'Cancel Order?': confirm or keep; Escape keeps the order. Focus starts on 'Keep order', the safe choice. */
export const CancelOrderDialog = observer(function CancelOrderDialog({ history }: { history: OrderHistory }) {
  const t = useWidgetT('orders')
  const dialog = useAlertDialog(() => history.keepOrder())
  const order = history.cancelling
  if (!order) return null
  return (
    <div className="vw-dialog__backdrop">
      <div className="vw-dialog" {...dialog.props}>
        <h3 id={dialog.titleId}>{t('cancelDialog.title')}</h3>
        <p id={dialog.textId}>{t('cancelDialog.text', { orderId: order.orderId })}</p>
        <div className="vw-dialog__actions">
          <button ref={dialog.keepRef} type="button" className="vw-view__secondary" onClick={() => history.keepOrder()}>
            {t('cancelDialog.keep')}
          </button>
          <button
            type="button"
            className="vw-view__primary vw-dialog__danger"
            disabled={history.cancelBusy}
            aria-busy={history.cancelBusy || undefined}
            onClick={() => void history.confirmCancel()}
          >
            {t('cancelDialog.confirm')}
          </button>
        </div>
      </div>
    </div>
  )
})
