import { observer } from 'mobx-react-lite'
import type { i18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { SignInForm, type SignInClasses, type SignInText } from '../client/sign-in/SignInForm'
import { AddressStep } from './AddressStep'
import { BusinessStep } from './BusinessStep'
import { type SignupT, useSignupT } from './i18n'
import { LookStep } from './LookStep'
import { START_STEPS, type SignupStore } from './signup-store'

const CLASSES: SignInClasses = {
  form: 'st-step',
  title: 'st-title',
  hint: 'st-field__help',
  row: 'st-phone',
  label: 'st-field__label',
  input: 'st-input',
  codeInput: 'st-input--code',
  error: 'st-error',
  submit: 'st-button st-button--primary',
  secondary: 'st-button st-button--link',
  status: 'st-status',
}

function phoneText(t: SignupT): SignInText {
  return {
    title: t('phone.title'),
    intro: t('phone.intro'),
    countryCode: t('phone.countryCode'),
    phone: t('phone.phone'),
    send: t('phone.send'),
    sending: t('phone.sending'),
    codeTitle: t('phone.codeTitle'),
    sentTo: (phone) => t('phone.sentTo', { phone }),
    code: t('phone.code'),
    verify: t('phone.verify'),
    verifying: t('phone.verifying'),
    changeNumber: t('phone.changeNumber'),
    resend: t('phone.resend'),
    resendIn: (seconds) => t('phone.resendIn', { seconds }),
    resendReady: t('phone.resendReady'),
    resent: t('phone.resent'),
    sentBySms: t('phone.sentBySms'),
    deliveryFailed: t('phone.deliveryFailed'),
    sendBySms: t('phone.sendBySms'),
    sendByWhatsApp: t('phone.sendByWhatsApp'),
  }
}

/**
 * The sign-up at `/start`: its strings, then the step the store is at, with 'Step n of 4' and the error of the last
 * call. Closed sign-up says so and offers nothing.
 *
 * @example
 * createRoot(root).render(<StartApp store={store} i18n={createSignupI18n()} />)
 */
export function StartApp({ store, i18n }: { store: SignupStore; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <div className="st">
        <Steps store={store} />
      </div>
    </I18nextProvider>
  )
}

const Steps = observer(function Steps({ store }: { store: SignupStore }) {
  const t = useSignupT()
  if (store.mode === null)
    return (
      <main className="st-card">
        <p className="st-status" role={store.failure ? 'alert' : 'status'}>
          {store.failure ?? t('app.loading')}
        </p>
      </main>
    )
  if (store.mode === 'closed')
    return (
      <main className="st-card">
        <h1 className="st-title">{t('phone.title')}</h1>
        <p>{t('app.closed')}</p>
      </main>
    )
  return (
    <main className="st-card">
      <p className="st-brand">{t('app.brand')}</p>
      <p className="st-progress">{t('app.progress', { step: store.stepNumber, count: START_STEPS.length })}</p>
      {store.step === 'phone' && <SignInForm store={store.form} text={phoneText(t)} classes={CLASSES} heading={1} />}
      {store.step === 'business' && <BusinessStep store={store} />}
      {store.step === 'address' && <AddressStep store={store} />}
      {store.step === 'look' && <LookStep store={store} />}
      {store.step === 'done' && (
        <p className="st-status" role="status">
          {t('look.done')}
        </p>
      )}
      {store.failure && store.step !== 'phone' && (
        <p className="st-error" role="alert">
          {store.failure}
        </p>
      )}
    </main>
  )
})
