import { observer } from 'mobx-react-lite'
import { BUSINESS_KINDS, type BusinessKind } from '../../contract/signup'
import { useSignupT } from './i18n'
import type { SignupStore } from './signup-store'
import { StartField, StartInput } from './StartField'
import { Form } from '../ui/Form'
import { StepHeading } from './StepHeading'

/** The business: its name, kind, city and, if the owner likes, a line about it in their words. */
export const BusinessStep = observer(function BusinessStep({ store }: { store: SignupStore }) {
  const t = useSignupT()
  const errors = store.showBusinessErrors ? store.businessErrors : {}
  return (
    <Form className="st-step" noValidate onSubmit={() => void store.submitBusiness()}>
      <StepHeading>{t('business.title')}</StepHeading>
      <StartInput
        label={t('business.name')}
        help={t('business.nameHelp')}
        error={errors.businessName}
        autoComplete="organization"
        value={store.businessName}
        onValue={(name) => store.setBusinessName(name)}
      />
      <StartField label={t('business.kind')} help={t('business.kindHelp')} error={errors.kind}>
        {(props) => (
          <select
            {...props}
            value={store.kind ?? ''}
            onChange={(event) => store.setKind(event.target.value as BusinessKind)}
          >
            <option value="" disabled>
              {t('business.kindChoose')}
            </option>
            {BUSINESS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </StartField>
      <StartInput
        label={t('business.city')}
        error={errors.city}
        autoComplete="address-level2"
        value={store.city}
        onValue={(city) => store.setCity(city)}
      />
      <StartField label={t('business.about')} help={t('business.aboutHelp')} error={errors.about}>
        {(props) => (
          <textarea {...props} rows={3} value={store.about} onChange={(event) => store.setAbout(event.target.value)} />
        )}
      </StartField>
      <div className="st-actions">
        <button type="submit" className="st-button st-button--primary">
          {t('business.next')}
        </button>
      </div>
    </Form>
  )
})
