import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { failureIn } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import type { SettingsStore } from './settings-store'
import { TextField } from './SettingsField'

/** Payments, Razorpay: the key id, the two secrets (write-only: their last four shown), and 'Test keys'. */
export const RazorpayKeys = observer(function RazorpayKeys({ store }: { store: SettingsStore }) {
  const t = useOwnerT()
  const id = useId()
  const section = store.payments
  const form = section.form!
  const view = store.settings!.payments.razorpay
  const secretHint = (last4: string | null) =>
    last4 ? t('settings.payments.secretKept', { last4 }) : t('settings.payments.secretNone')
  const secret = { type: 'password', autoComplete: 'off' } as const
  return (
    <fieldset className="ow-settings__fieldset">
      <legend className="ow-form__label">{t('settings.payments.razorpay')}</legend>
      {view.fromEnvironment && <p className="ow-notice">{t('settings.payments.fromEnvironment')}</p>}
      <TextField
        id={`${id}-key`}
        label={t('settings.payments.keyId')}
        error={section.fieldError('razorpay.keyId')}
        autoCapitalize="none"
        value={form.keyId}
        onValue={(value) => section.change(form, 'keyId', value)}
      />
      <TextField
        {...secret}
        id={`${id}-secret`}
        label={t('settings.payments.keySecret')}
        error={section.fieldError('razorpay.keySecret')}
        hint={secretHint(view.keySecretLast4)}
        value={form.keySecret}
        onValue={(value) => section.change(form, 'keySecret', value)}
      />
      <TextField
        {...secret}
        id={`${id}-hook`}
        label={t('settings.payments.webhookSecret')}
        error={section.fieldError('razorpay.webhookSecret')}
        hint={secretHint(view.webhookSecretLast4)}
        value={form.webhookSecret}
        onValue={(value) => section.change(form, 'webhookSecret', value)}
      />
      <div className="ow-actions">
        <button type="button" className="ow-button" disabled={store.busy} onClick={() => void store.testKeys()}>
          {store.keysTest.busy ? t('settings.payments.testing') : t('settings.payments.testKeys')}
        </button>
      </div>
      {store.keysResult && (
        <p className={store.keysResult.ok ? 'ow-settings__ok' : 'ow-settings__error'} role="status">
          {store.keysResult.detail}
        </p>
      )}
      <FailureText ns="settings" failure={failureIn(store.keysTest)} />
    </fieldset>
  )
})
