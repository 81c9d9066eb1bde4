import { observer } from 'mobx-react-lite'
import { CodeStep, PhoneStep } from '../../../client/sign-in/SignInForm'
import { useEngine, useWidgetT } from '../../../engine/react'
import { AUTH_FORM_CLASSES, authFormText } from './sign-in-look'

/**
 * The `phone-entry` state: the kernel's sign-in form at its phone step (country code, WhatsApp number, "Send code").
 */
export const PhoneEntry = observer(function PhoneEntry() {
  const { form } = useEngine().plugin('auth')
  return <PhoneStep store={form} text={authFormText(useWidgetT('auth'))} classes={AUTH_FORM_CLASSES} />
})

/**
 * The `code-verification` state: the kernel's sign-in form at its code step (the code, "Verify", a way back to the
 * number).
 */
export const CodeEntry = observer(function CodeEntry() {
  const { form } = useEngine().plugin('auth')
  return <CodeStep store={form} text={authFormText(useWidgetT('auth'))} classes={AUTH_FORM_CLASSES} />
})
