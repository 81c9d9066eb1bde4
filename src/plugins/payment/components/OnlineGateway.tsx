import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import type { OnlineCheckout } from '../online-checkout'
import type { PaymentFlow } from '../payment-flow'

/**
 * The online gateway dialog (modal states): initial (Pay), processing
 * and redirecting (announced; Pay waits), failed (the error message, 'Try
 * Again' and 'Cancel'; focus moves to 'Try Again').
 */
export const OnlineGateway = observer(function OnlineGateway({
  flow,
  checkout,
}: {
  flow: PaymentFlow
  checkout: OnlineCheckout
}) {
  const t = useWidgetT('payment')
  const tryAgain = useRef<HTMLButtonElement>(null)
  const failed = checkout.state === 'failed'
  useEffect(() => {
    if (failed) tryAgain.current?.focus()
  }, [failed])
  const name = flow.integration?.name ?? ''
  const status = {
    initial: t('online.intro', { name }),
    processing: checkout.step === 'verifying' ? t('online.verifying') : t('online.processing'),
    redirecting: t('online.redirecting', { name }),
    failed: '',
  }[checkout.state]
  return (
    <div className="vw-pay-online" data-state={checkout.state} aria-busy={checkout.busy || undefined}>
      {flow.integration?.config.testMode && <p className="vw-pay-sheet__test">{t('online.testMode')}</p>}
      <p className="vw-pay-sheet__status" role="status">
        {status}
      </p>
      {failed && (
        <div className="vw-pay-sheet__error" role="alert">
          <p className="vw-pay-sheet__error-title">{t('online.failedTitle')}</p>
          <p>{checkout.error}</p>
          {checkout.gatewayReason && <p>{checkout.gatewayReason}</p>}
        </div>
      )}
      <div className="vw-view__actions">
        {failed ? (
          <button ref={tryAgain} type="button" className="vw-view__primary" onClick={() => void checkout.pay()}>
            {t('online.tryAgain')}
          </button>
        ) : (
          // Stays focusable while busy (aria-disabled): a disabled button would drop the focus.
          <button
            type="button"
            className="vw-view__primary"
            aria-disabled={checkout.busy || undefined}
            onClick={() => void checkout.pay()}
          >
            {t('online.pay', { amount: formatRupees(flow.amount) })}
          </button>
        )}
        <button
          type="button"
          className="vw-view__secondary"
          aria-disabled={checkout.busy || undefined}
          onClick={() => checkout.busy || flow.close()}
        >
          {t('online.cancel')}
        </button>
        {flow.alternative === 'manual' && !checkout.busy && (
          <button type="button" className="vw-pay-sheet__switch" onClick={() => flow.show('manual')}>
            {t('online.orManual')}
          </button>
        )}
      </div>
    </div>
  )
})
