import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { TextField } from '../settings/SettingsField'
import { SaveRow } from '../panel-kit/SaveRow'
import type { EmailStore } from './email-store'
import './email.css'
import { useLoad } from '../panel-kit/use-load'
import { Form } from '../../ui/Form'
import { LoadedSection } from '../settings/SectionFrame'

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
  useLoad(store)
  const form = store.choices.form
  return (
    <LoadedSection
      title={t('email.title')}
      intro={t('email.intro')}
      loading={t('email.loading')}
      request={store.request}
    >
      {store.request.status === 'ready' && form && (
        <Form noValidate onSubmit={() => void store.save()}>
          {!store.configured && (
            <p className="ow-email__notice" role="note">
              {t('email.notConfigured')}
            </p>
          )}
          <TextField
            id={`${id}-address`}
            label={t('email.address')}
            error={store.choices.fieldError('address')}
            hint={t('email.addressHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.address}
            onValue={(address) => store.setAddress(address)}
          />
          <fieldset className="ow-email__choices">
            <legend className="ow-form__label">{t('email.choices')}</legend>
            <label className="ow-email__choice">
              <input type="checkbox" checked={form.newOrders} onChange={() => store.toggle('newOrders')} />
              <span>{t('email.newOrders')}</span>
            </label>
            <label className="ow-email__choice">
              <input type="checkbox" checked={form.dailyDigest} onChange={() => store.toggle('dailyDigest')} />
              <span>{t('email.dailyDigest')}</span>
            </label>
          </fieldset>
          <p className="ow-muted">{t('email.language')}</p>
          <SaveRow form={store.choices} label={t('email.save')} savedLabel={t('email.saved')} />
        </Form>
      )}
    </LoadedSection>
  )
})
