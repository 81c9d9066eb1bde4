import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useWidgetT } from '../../../engine/react'
import type { OrderHistory } from '../order-history'

/** 'Cancel Order?': confirm or keep; Escape keeps the order. Focus starts on 'Keep order', the safe choice. */
export const CancelOrderDialog = observer(function CancelOrderDialog({ history }: { history: OrderHistory }) {
  const t = useWidgetT('orders')
  const titleId = useId()
  const textId = useId()
  const keep = useRef<HTMLButtonElement>(null)
  useEffect(() => keep.current?.focus(), [])
  const order = history.cancelling
  if (!order) return null
  return (
    <div className="vw-dialog__backdrop">
      <div
        className="vw-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') history.keepOrder()
        }}
      >
        <h3 id={titleId}>{t('cancelDialog.title')}</h3>
        <p id={textId}>{t('cancelDialog.text', { orderId: order.orderId })}</p>
        <div className="vw-dialog__actions">
          <button ref={keep} type="button" className="vw-view__secondary" onClick={() => history.keepOrder()}>
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
