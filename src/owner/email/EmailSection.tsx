import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import { SettingsField } from '../settings/SettingsField'
import type { EmailStore } from './email-store'
import './email.css'

/**
 * Settings, E-mail: the owner's address and what they get by e-mail (an
 * e-mail per new order, the daily digest of unanswered conversations).
 * When the server has no `SMTP_URL` it says that nothing is sent (the
 * choices can still be kept).
 *
 * @example
 * <EmailSection store={app.panels.settings.email} />
 */
export const EmailSection = observer(function EmailSection({ store }: { store: EmailStore }) {
  const t = useOwnerT()
  const id = useId()
  useEffect(() => {
    void store.load()
  }, [store])
  return (
    <section className="ow-settings__section" aria-labelledby={`${id}-title`} aria-busy={store.status === 'loading'}>
      <h3 id={`${id}-title`} className="ow-heading">
        {t('email.title')}
      </h3>
      <p className="ow-muted">{t('email.intro')}</p>
      {store.status === 'loading' && <Skeleton label={t('email.loading')} lines={2} />}
      <FailureText ns="settings" failure={store.failure} />
      {store.status === 'ready' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void store.save()
          }}
        >
          {!store.configured && (
            <p className="ow-email__notice" role="note">
              {t('email.notConfigured')}
            </p>
          )}
          <SettingsField
            id={`${id}-address`}
            label={t('email.address')}
            error={store.addressError}
            hint={t('email.addressHint')}
          >
            {(control) => (
              <input
                {...control}
                className="ow-input"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={store.address}
                onChange={(event) => store.setAddress(event.target.value)}
              />
            )}
          </SettingsField>
          <fieldset className="ow-email__choices">
            <legend className="ow-form__label">{t('email.choices')}</legend>
            <label className="ow-email__choice">
              <input type="checkbox" checked={store.newOrders} onChange={() => store.toggle('newOrders')} />
              <span>{t('email.newOrders')}</span>
            </label>
            <label className="ow-email__choice">
              <input type="checkbox" checked={store.dailyDigest} onChange={() => store.toggle('dailyDigest')} />
              <span>{t('email.dailyDigest')}</span>
            </label>
          </fieldset>
          <p className="ow-muted">{t('email.language')}</p>
          <button type="submit" className="ow-button ow-button--primary" disabled={store.saving}>
            {store.saving ? t('email.saving') : t('email.save')}
          </button>
          <p role="status" className="ow-muted">
            {store.saved ? t('email.saved') : ''}
          </p>
          {store.saveFailure && !store.addressError && (
            <p role="alert" className="ow-settings__error">
              {store.saveFailure.message ?? t('email.failed')}
            </p>
          )}
        </form>
      )}
    </section>
  )
})
