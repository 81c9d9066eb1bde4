import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import type { CopyableDetail, ManualPayment } from '../manual-payment'
import type { ManualPaymentProps } from '../payment-flow'
import { ReportPayment } from './ReportPayment'

/**
 * Manual payment (docs/product.md): the methods the site has (QR code, UPI ID,
 * phone), the first chosen; the chosen one's detail with Copy ('Copied'
 * for 2 s); the UPI deep link ('Open UPI app', with a QR of it when the
 * site has no QR image) or 'UPI ID not available'; then the report form.
 */
export const ManualMethods = observer(function ManualMethods({ flow, manual }: ManualPaymentProps) {
  const t = useWidgetT('payment')
  const name = useId()
  const { details } = manual
  useEffect(() => void manual.drawUpiQr(), [manual])
  return (
    <div className="vw-pay-manual">
      {manual.methods.length > 0 && (
        <fieldset className="vw-pay-manual__methods">
          <legend>{t('manual.methods')}</legend>
          {manual.methods.map((method) => (
            <label key={method} className="vw-pay-manual__method">
              <input
                type="radio"
                name={name}
                value={method}
                checked={manual.method === method}
                onChange={() => manual.choose(method)}
              />
              {t(`manual.method.${method}`)}
            </label>
          ))}
        </fieldset>
      )}
      {manual.method === 'qrCode' && details.qrCode && (
        <figure className="vw-pay-manual__detail">
          <img
            className="vw-pay-manual__qr"
            src={details.qrCode}
            alt={t('manual.qrAlt', { name: details.qrCodeAccountName || details.upiAccountName || '' })}
          />
          {details.qrCodeAccountName && (
            <figcaption>{t('manual.accountName', { name: details.qrCodeAccountName })}</figcaption>
          )}
        </figure>
      )}
      {manual.method === 'upiId' && <Detail manual={manual} detail="upiId" accountName={details.upiAccountName} />}
      {manual.method === 'phoneNumber' && (
        <Detail manual={manual} detail="phoneNumber" accountName={details.phoneNumberAccountName} />
      )}
      {manual.upiLink ? (
        <div className="vw-pay-manual__upi">
          {manual.method === 'upiId' && manual.upiQr && (
            <img
              className="vw-pay-manual__qr"
              src={manual.upiQr}
              alt={t('manual.upiQrAlt', { amount: formatRupees(manual.amount) })}
            />
          )}
          <a className="vw-view__primary vw-pay-manual__open" href={manual.upiLink}>
            {t('manual.openUpiApp')}
          </a>
          <p className="vw-view__note">{t('manual.upiAppHint')}</p>
        </div>
      ) : (
        <p className="vw-pay-sheet__error" role="note">
          {t('errors.upiUnavailable')}
        </p>
      )}
      <ReportPayment flow={flow} manual={manual} />
      {flow.alternative === 'online' && (
        <button type="button" className="vw-pay-sheet__switch" onClick={() => flow.show('online')}>
          {t('online.orOnline', { name: flow.integration?.name ?? '' })}
        </button>
      )}
    </div>
  )
})

/** A detail to copy (the UPI ID, the phone number) with its account name. */
const Detail = observer(function Detail({
  manual,
  detail,
  accountName,
}: {
  manual: ManualPayment
  detail: CopyableDetail
  accountName: string | null | undefined
}) {
  const t = useWidgetT('payment')
  const copied = manual.copied === detail
  return (
    <div className="vw-pay-manual__detail">
      <p className="vw-pay-manual__value">
        <span>{manual.details[detail]}</span>
        <button
          type="button"
          className="vw-view__secondary vw-pay-manual__copy"
          onClick={() => void manual.copy(detail)}
        >
          {copied ? t('manual.copied') : t(`manual.copy.${detail}`)}
        </button>
      </p>
      {accountName && <p className="vw-view__note">{t('manual.accountName', { name: accountName })}</p>}
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('manual.copied') : ''}
      </span>
    </div>
  )
})
