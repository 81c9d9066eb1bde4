import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef } from 'react'
import type { OnlineGateway } from '../../../contract/settings'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { ActivityPanel } from '../activity/ActivityPanel'
import type { SettingsStore } from './settings-store'
import { SettingsField } from './SettingsField'
import { UpiQrPreview } from './UpiQrPreview'

const UPI_SHAPE = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/

/** Payments: UPI id, payee, QR, phone; the online gateway and Razorpay's keys (secrets write-only), Test keys. */
export const PaymentsSection = observer(function PaymentsSection({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const form = store.payments!
  const view = store.settings!.payments
  const error = (field: string) => store.fieldError('payments', field)
  const gateways: OnlineGateway[] = view.sandboxAvailable ? ['none', 'razorpay', 'sandbox'] : ['none', 'razorpay']
  const secretHint = (last4: string | null) =>
    last4 ? t('settings.payments.secretKept', { last4 }) : t('settings.payments.secretNone')
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-heading">
        {t('settings.payments.title')}
      </h3>
      <form
        className="ow-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void store.savePayments()
        }}
      >
        <SettingsField
          id={`${id}-upi`}
          label={t('settings.payments.upiId')}
          error={error('upiId')}
          hint={form.upiId && !UPI_SHAPE.test(form.upiId.trim()) ? t('settings.payments.upiShape') : null}
        >
          {(control) => (
            <input
              {...control}
              className="ow-input"
              inputMode="email"
              autoCapitalize="none"
              value={form.upiId}
              onChange={(event) => store.change(form, 'upiId', event.target.value)}
            />
          )}
        </SettingsField>
        <SettingsField
          id={`${id}-payee`}
          label={t('settings.payments.payeeName')}
          error={error('payeeName')}
          hint={store.payeeDiffers ? t('settings.payments.payeeDiffers', { name: store.settings!.profile.name }) : null}
        >
          {(control) => (
            <input
              {...control}
              className="ow-input"
              value={form.payeeName}
              onChange={(event) => store.change(form, 'payeeName', event.target.value)}
            />
          )}
        </SettingsField>
        <fieldset className="ow-settings__fieldset">
          <legend className="ow-form__label">{t('settings.payments.qr')}</legend>
          {form.qrCode ? (
            <img className="ow-settings__qr" src={form.qrCode} alt={t('settings.payments.uploadedQr')} />
          ) : form.upiId && UPI_SHAPE.test(form.upiId.trim()) ? (
            <UpiQrPreview upiId={form.upiId.trim()} payee={form.payeeName.trim()} />
          ) : (
            <p className="ow-muted">{t('settings.payments.qrNeedsUpi')}</p>
          )}
          <div className="ow-actions">
            <label className="ow-button">
              {t('settings.payments.uploadQr')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                className="ow-visually-hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void store.upload(file, (url) => store.change(form, 'qrCode', url))
                  event.target.value = ''
                }}
              />
            </label>
            {form.qrCode && (
              <button
                type="button"
                className="ow-button ow-button--quiet"
                onClick={() => store.change(form, 'qrCode', null)}
              >
                {t('settings.payments.useGeneratedQr')}
              </button>
            )}
          </div>
          {error('qrCode') && <p className="ow-settings__error">{error('qrCode')}</p>}
        </fieldset>
        <SettingsField id={`${id}-phone`} label={t('settings.payments.phone')} error={error('phone')}>
          {(control) => (
            <input
              {...control}
              className="ow-input"
              type="tel"
              value={form.phone}
              onChange={(event) => store.change(form, 'phone', event.target.value)}
            />
          )}
        </SettingsField>
        <SettingsField id={`${id}-gateway`} label={t('settings.payments.gateway')} error={error('gateway')}>
          {(control) => (
            <select
              {...control}
              className="ow-input"
              value={form.gateway}
              onChange={(event) => store.change(form, 'gateway', event.target.value as OnlineGateway)}
            >
              {gateways.map((gateway) => (
                <option key={gateway} value={gateway}>
                  {t(`settings.payments.gateways.${gateway}`)}
                </option>
              ))}
            </select>
          )}
        </SettingsField>
        {form.gateway === 'razorpay' && (
          <fieldset className="ow-settings__fieldset">
            <legend className="ow-form__label">{t('settings.payments.razorpay')}</legend>
            {view.razorpay.fromEnvironment && <p className="ow-notice">{t('settings.payments.fromEnvironment')}</p>}
            <SettingsField id={`${id}-key`} label={t('settings.payments.keyId')} error={error('razorpay.keyId')}>
              {(control) => (
                <input
                  {...control}
                  className="ow-input"
                  autoCapitalize="none"
                  value={form.keyId}
                  onChange={(event) => store.change(form, 'keyId', event.target.value)}
                />
              )}
            </SettingsField>
            <SettingsField
              id={`${id}-secret`}
              label={t('settings.payments.keySecret')}
              error={error('razorpay.keySecret')}
              hint={secretHint(view.razorpay.keySecretLast4)}
            >
              {(control) => (
                <input
                  {...control}
                  className="ow-input"
                  type="password"
                  autoComplete="off"
                  value={form.keySecret}
                  onChange={(event) => store.change(form, 'keySecret', event.target.value)}
                />
              )}
            </SettingsField>
            <SettingsField
              id={`${id}-hook`}
              label={t('settings.payments.webhookSecret')}
              error={error('razorpay.webhookSecret')}
              hint={secretHint(view.razorpay.webhookSecretLast4)}
            >
              {(control) => (
                <input
                  {...control}
                  className="ow-input"
                  type="password"
                  autoComplete="off"
                  value={form.webhookSecret}
                  onChange={(event) => store.change(form, 'webhookSecret', event.target.value)}
                />
              )}
            </SettingsField>
            <div className="ow-actions">
              <button
                type="button"
                className="ow-button"
                disabled={store.saving !== null}
                onClick={() => void store.testKeys()}
              >
                {store.saving === 'testKeys' ? t('settings.payments.testing') : t('settings.payments.testKeys')}
              </button>
            </div>
            {store.keysResult && (
              <p className={store.keysResult.ok ? 'ow-settings__ok' : 'ow-settings__error'} role="status">
                {store.keysResult.detail}
              </p>
            )}
            <FailureText ns="settings" failure={store.failures.get('testKeys') ?? null} />
          </fieldset>
        )}
        <FailureText ns="settings" failure={store.failures.get('upload') ?? null} />
        <SaveRow store={store} section="payments" />
      </form>
      <ActivityPanel
        api={store.api}
        subject="settings"
        subjectId="payments"
        changed={store.settings!.activity[0]?._id}
      />
    </section>
  )
})

/** The section's Save button, its failure and its 'Saved' note. */
export const SaveRow = observer(function SaveRow({
  store,
  section,
}: {
  store: SettingsStore
  section: 'payments' | 'profile' | 'hours'
}) {
  const t = useOwnerT()
  const failure = store.failures.get(section) ?? null
  const row = useRef<HTMLDivElement>(null)
  // A refused save takes the keyboard to the first field to fix.
  useEffect(() => {
    if (!failure?.fields.length) return
    row.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failure])
  return (
    <div className="ow-settings__save" ref={row}>
      {failure && failure.fields.length > 0 ? (
        <p className="ow-failure" role="alert">
          {t('settings.fix')}
        </p>
      ) : (
        <FailureText ns="settings" failure={failure} />
      )}
      {store.saved === section && (
        <p className="ow-settings__ok" role="status">
          {t('settings.saved')}
        </p>
      )}
      <button type="submit" className="ow-button ow-button--primary" disabled={store.saving !== null}>
        {store.saving === section ? t('settings.saving') : t(`settings.${section}.save`)}
      </button>
    </div>
  )
})
