import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import type { OnlineGateway } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import { SaveRow } from '../panel-kit/SaveRow'
import { ActivityPanel } from '../activity/ActivityPanel'
import { ImagePicker } from './ImagePicker'
import { RazorpayKeys } from './RazorpayKeys'
import type { SettingsStore } from './settings-store'
import { SettingsField, TextField } from './SettingsField'
import { SectionFrame } from './SectionFrame'
import { UpiQrPreview } from './UpiQrPreview'

const UPI_SHAPE = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/

/** Payments: UPI id, payee, QR, phone; the online gateway and Razorpay's keys (secrets write-only), Test keys. */
export const PaymentsSection = observer(function PaymentsSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const section = store.payments
  const form = section.form!
  const error = (field: string) => section.fieldError(field)
  const gateways: OnlineGateway[] = store.settings!.payments.sandboxAvailable
    ? ['none', 'razorpay', 'sandbox']
    : ['none', 'razorpay']
  return (
    <SectionFrame
      id={id}
      title={t('settings.payments.title')}
      onSubmit={() => void store.savePayments()}
      activity={<ActivityPanel {...store.activityOf('payments')} />}
    >
      <TextField
        id={`${id}-upi`}
        label={t('settings.payments.upiId')}
        error={error('upiId')}
        hint={form.upiId && !UPI_SHAPE.test(form.upiId.trim()) ? t('settings.payments.upiShape') : null}
        inputMode="email"
        autoCapitalize="none"
        value={form.upiId}
        onValue={(value) => section.change(form, 'upiId', value)}
      />
      <TextField
        id={`${id}-payee`}
        label={t('settings.payments.payeeName')}
        error={error('payeeName')}
        hint={store.payeeDiffers ? t('settings.payments.payeeDiffers', { name: store.settings!.profile.name }) : null}
        value={form.payeeName}
        onValue={(value) => section.change(form, 'payeeName', value)}
      />
      <ImagePicker
        store={store}
        legend={t('settings.payments.qr')}
        uploadLabel={t('settings.payments.uploadQr')}
        removeLabel={t('settings.payments.useGeneratedQr')}
        error={error('qrCode')}
        url={form.qrCode}
        onUrl={(url) => section.change(form, 'qrCode', url)}
      >
        {form.qrCode ? (
          <img className="ow-settings__qr" src={form.qrCode} alt={t('settings.payments.uploadedQr')} />
        ) : form.upiId && UPI_SHAPE.test(form.upiId.trim()) ? (
          <UpiQrPreview upiId={form.upiId.trim()} payee={form.payeeName.trim()} />
        ) : (
          <p className="ow-muted">{t('settings.payments.qrNeedsUpi')}</p>
        )}
      </ImagePicker>
      <TextField
        id={`${id}-phone`}
        label={t('settings.payments.phone')}
        error={error('phone')}
        type="tel"
        value={form.phone}
        onValue={(value) => section.change(form, 'phone', value)}
      />
      <SettingsField id={`${id}-gateway`} label={t('settings.payments.gateway')} error={error('gateway')}>
        {(control) => (
          <select
            {...control}
            className="ow-input"
            value={form.gateway}
            onChange={(event) => section.change(form, 'gateway', event.target.value as OnlineGateway)}
          >
            {gateways.map((gateway) => (
              <option key={gateway} value={gateway}>
                {t(`settings.payments.gateways.${gateway}`)}
              </option>
            ))}
          </select>
        )}
      </SettingsField>
      {form.gateway === 'razorpay' && <RazorpayKeys store={store} />}
      <SaveRow form={section} label={t('settings.payments.save')} disabled={store.busy} />
    </SectionFrame>
  )
})
