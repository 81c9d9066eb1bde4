import { observer } from 'mobx-react-lite'
import { useSignupT } from './i18n'
import type { SignupStore } from './signup-store'
import { StartField } from './StartField'
import { Form } from '../ui/Form'
import { StepHeading } from './StepHeading'

/** The site's address: suggested from the name, checked as the owner types, with why one cannot be taken. */
export const AddressStep = observer(function AddressStep({ store }: { store: SignupStore }) {
  const t = useSignupT()
  const status = store.subdomainStatus
  const refused = status === 'invalid' || status === 'reserved' || status === 'taken' || status === 'held'
  return (
    <Form className="st-step" noValidate onSubmit={() => store.submitAddress()}>
      <StepHeading>{t('address.title')}</StepHeading>
      <StartField
        label={t('address.subdomain')}
        help={t('address.help')}
        error={refused ? t(`address.${status}`) : undefined}
      >
        {(props) => (
          <div className="st-address">
            <input
              {...props}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={store.subdomain}
              onChange={(event) => store.setSubdomain(event.target.value)}
            />
            <span className="st-address__suffix" aria-hidden="true">
              {t('address.suffix', { domain: store.siteDomain })}
            </span>
          </div>
        )}
      </StartField>
      <p className="st-status" role="status" aria-live="polite">
        {status === 'checking' && t('address.checking')}
        {status === 'available' && t('address.available', { host: `${store.subdomain}.${store.siteDomain}` })}
      </p>
      <div className="st-actions">
        <button type="button" className="st-button" onClick={() => store.back()}>
          {t('app.back')}
        </button>
        <button type="submit" className="st-button st-button--primary" disabled={status !== 'available'}>
          {t('address.next')}
        </button>
      </div>
    </Form>
  )
})
