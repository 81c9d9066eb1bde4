import { observer } from 'mobx-react-lite'
import { SignInForm, type SignInClasses, type SignInText } from '../../client/sign-in/SignInForm'
import { type OwnerT, useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'

/** The owner's class names for the kernel's sign-in form (owner.css). */
const CLASSES: SignInClasses = {
  form: 'ow-form',
  title: 'ow-form__title',
  hint: 'ow-form__hint',
  row: 'ow-form__phone',
  label: 'ow-form__label',
  input: 'ow-input',
  codeInput: 'ow-input--code',
  error: 'ow-error',
  submit: 'ow-button ow-button--primary',
  secondary: 'ow-button ow-button--link',
  status: 'ow-form__hint',
}

function signInText(t: OwnerT): SignInText {
  return {
    title: t('signIn.title'),
    intro: t('signIn.intro'),
    countryCode: t('signIn.countryCode'),
    phone: t('signIn.phone'),
    send: t('signIn.send'),
    sending: t('signIn.sending'),
    codeTitle: t('signIn.codeTitle'),
    sentTo: (phone) => t('signIn.sentTo', { phone }),
    code: t('signIn.code'),
    verify: t('signIn.verify'),
    verifying: t('signIn.verifying'),
    changeNumber: t('signIn.changeNumber'),
    resend: t('signIn.resend'),
    resendIn: (seconds) => t('signIn.resendIn', { seconds }),
    resendReady: t('signIn.resendReady'),
    resent: t('signIn.resent'),
    sentBySms: t('signIn.sentBySms'),
    deliveryFailed: t('signIn.deliveryFailed'),
    sendBySms: t('signIn.sendBySms'),
    sendByWhatsApp: t('signIn.sendByWhatsApp'),
  }
}

/**
 * The owner's sign-in page: the kernel's phone + code form (the widget's too), with the owner's words; the server's
 * refusals shown under the field.
 */
export const SignInScreen = observer(function SignInScreen() {
  const { session } = useOwnerApp()
  const t = useOwnerT()
  return (
    <main className="ow-center">
      <div className="ow-signin__card">
        <SignInForm store={session.form} text={signInText(t)} classes={CLASSES} heading={1} />
      </div>
    </main>
  )
})
