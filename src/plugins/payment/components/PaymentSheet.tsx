import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { PanelHeader } from '../../../widget/ui/PanelHeader'
import { PanelLoadState } from '../../../widget/ui/PanelLoadState'
import type { PaymentFlow } from '../payment-flow'
import { ManualMethods } from './ManualMethods'
import { OnlineGateway } from './OnlineGateway'
import '../../../widget/ui/panel.css'
import '../payment.css'

/**
 * The `payment` side panel (the manual payment sheet): the order and
 * the amount, then the online gateway or the manual methods. Focus moves
 * into it when it opens; Escape and Back close it.
 */
export const PaymentSheet = observer(function PaymentSheet() {
  const engine = useEngine()
  const payment = engine.plugin('payment')
  const flow = payment.flow
  const sheet = useRef<HTMLElement>(null)
  const titleId = useId()
  useEffect(() => sheet.current?.focus(), [])
  useEffect(() => {
    // The panel opened without a payment under way: nothing to show.
    if (!flow) engine.ui.closePanel()
  }, [flow, engine])
  if (!flow) return null
  return (
    <section
      ref={sheet}
      tabIndex={-1}
      className="vw-view vw-pay-sheet"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        payment.close()
      }}
    >
      <SheetBody flow={flow} titleId={titleId} />
    </section>
  )
})

const SheetBody = observer(function SheetBody({ flow, titleId }: { flow: PaymentFlow; titleId: string }) {
  const t = useWidgetT('payment')
  return (
    <>
      <PanelHeader
        id={titleId}
        title={
          flow.group ? t('checkout.title', { orderIds: flow.orderIds }) : t('title', { orderId: flow.order.orderId })
        }
        back={() => flow.close()}
      />
      <p className="vw-pay-sheet__amount">{t('amount', { amount: formatRupees(flow.amount) })}</p>
      <PanelLoadState
        loading={flow.status === 'loading'}
        error={flow.status === 'unavailable' ? t('errors.notConfigured') : null}
        loadingText={t('loading')}
        onRetry={() => void flow.load()}
      />
      {flow.status === 'ready' && flow.view === 'online' && flow.online && (
        <OnlineGateway flow={flow} checkout={flow.online} />
      )}
      {flow.status === 'ready' && flow.view === 'manual' && flow.manual && (
        <ManualMethods flow={flow} manual={flow.manual} />
      )}
      {flow.status !== 'ready' && (
        <button type="button" className="vw-view__secondary" onClick={() => flow.close()}>
          {t('close')}
        </button>
      )}
    </>
  )
})
