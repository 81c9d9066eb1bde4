import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import { useWidgetT, type NamespaceT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import type { ManualPaymentProps } from '../payment-flow'

/**
 * 'Already paid?': the payment reference (UTR), and maybe a screenshot
 * (uploaded through the media plugin), sent to the business; then
 * the payment waits for the business to confirm it (docs/product.md, 'Roles and permissions'), and turns Paid
 * here too when they do.
 */
export const ReportPayment = observer(function ReportPayment({ flow, manual }: ManualPaymentProps) {
  const t = useWidgetT('payment')
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const screenshotId = useId()
  const done = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (manual.reported) done.current?.focus()
  }, [manual.reported])
  if (manual.reported)
    return (
      <div className="vw-pay-manual__report">
        <p className="vw-pay-sheet__status vw-pay-sheet__status--done" role="status">
          {flow.isPaid
            ? t('manual.report.confirmed')
            : t('manual.report.waiting', { amount: formatRupees(manual.amount) })}
        </p>
        <button ref={done} type="button" className="vw-view__primary" onClick={() => flow.close()}>
          {t('manual.report.done')}
        </button>
      </div>
    )
  return (
    <form
      className="vw-pay-manual__report"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void manual.report()
      }}
    >
      <h3 className="vw-pay-manual__heading">{t('manual.report.title')}</h3>
      <p id={hintId} className="vw-view__note">
        {t('manual.report.hint')}
      </p>
      <label htmlFor={inputId} className="vw-pay-manual__label">
        {t('manual.report.reference')}
      </label>
      <input
        id={inputId}
        className="vw-input vw-pay-manual__input"
        value={manual.reference}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={manual.referenceError ? true : undefined}
        aria-describedby={manual.referenceError ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => manual.setReference(event.target.value)}
      />
      {manual.referenceError && (
        <p id={errorId} className="vw-pay-manual__error" role="alert">
          {manual.referenceError}
        </p>
      )}
      {screenshotField(manual, screenshotId, t)}
      <button
        type="submit"
        className="vw-view__primary"
        aria-disabled={manual.reporting || manual.uploadingScreenshot || undefined}
      >
        {manual.reporting ? t('manual.report.sending') : t('manual.report.submit')}
      </button>
    </form>
  )
})

/** The screenshot: a file input, or the attached file's name with Remove; while it uploads, and why it failed. */
function screenshotField(manual: ManualPaymentProps['manual'], screenshotId: string, t: NamespaceT<'payment'>) {
  return (
    <>
      <label htmlFor={screenshotId} className="vw-pay-manual__label">
        {t('manual.report.screenshot')}
      </label>
      {manual.screenshot ? (
        <p className="vw-pay-manual__attached">
          <span>{t('manual.report.attached', { name: manual.screenshot.name })}</span>
          <button
            type="button"
            className="vw-pay-manual__remove"
            aria-label={t('manual.report.removeScreenshot')}
            onClick={() => manual.removeScreenshot()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      ) : (
        <input
          id={screenshotId}
          type="file"
          accept="image/jpeg,image/png"
          className="vw-pay-manual__file"
          disabled={manual.uploadingScreenshot}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void manual.attachScreenshot(file)
          }}
        />
      )}
      {manual.uploadingScreenshot && (
        <p className="vw-view__note" role="status">
          {t('manual.report.uploading')}
        </p>
      )}
      {manual.screenshotError && (
        <p className="vw-pay-manual__error" role="alert">
          {manual.screenshotError}
        </p>
      )}
    </>
  )
}
