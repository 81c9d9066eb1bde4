import type { SignInClasses, SignInText } from '../../../client/sign-in/SignInForm'
import type { NamespaceT } from '../../../engine/react'

/** The widget's class names for the kernel's sign-in form (auth.css). */
export const AUTH_FORM_CLASSES: SignInClasses = {
  form: 'auth-form',
  title: 'auth-form__title',
  hint: 'auth-form__hint',
  row: 'auth-form__row',
  label: 'auth-form__label',
  error: 'auth-form__error',
  submit: 'auth-form__submit',
  secondary: 'auth-form__secondary',
  status: 'auth-form__status',
}

/** The widget's words for the kernel's sign-in form. */
export function authFormText(t: NamespaceT<'auth'>): SignInText {
  return {
    title: t('phone.title'),
    countryCode: t('phone.countryCode'),
    phone: t('phone.number'),
    send: t('phone.send'),
    sending: t('phone.sending'),
    codeTitle: t('code.title'),
    sentTo: (phone) => t('code.sentTo', { phone }),
    code: t('code.label'),
    verify: t('code.verify'),
    verifying: t('code.verifying'),
    changeNumber: t('code.changeNumber'),
    resend: t('code.resend'),
    resendIn: (seconds) => t('code.resendIn', { seconds }),
    resendReady: t('code.resendReady'),
    resent: t('code.resent'),
    sentBySms: t('code.sentBySms'),
    deliveryFailed: t('code.deliveryFailed'),
    sendBySms: t('code.sendBySms'),
    sendByWhatsApp: t('code.sendByWhatsApp'),
  }
}
