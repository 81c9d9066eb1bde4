import { observer } from 'mobx-react-lite'
import type { SignInClasses, SignInText } from './SignInForm'
import type { SignInStore } from './sign-in-store'

/**
 * How the code went, under "We sent a code to ...": 'Sent by SMS' (asked for, or after WhatsApp could not carry
 * it, even when that was learnt late), or that the code could not be delivered (an alert, once the provider said so).
 */
export const CodeDeliveryLines = observer(function CodeDeliveryLines({
  store,
  text,
  classes,
}: {
  store: SignInStore
  text: SignInText
  classes: SignInClasses
}) {
  if (store.deliveryFailed)
    return (
      <p className={classes.error} role="alert">
        {text.deliveryFailed}
      </p>
    )
  return (
    <p className={classes.hint} role="status">
      {store.sentBySms ? text.sentBySms : ''}
    </p>
  )
})

/**
 * 'Send by SMS instead' after a code on WhatsApp, 'Send on WhatsApp instead' after one by SMS, where the deployment
 * has both: a new code by the other channel, under the same wait as 'Resend code'.
 */
export const OtherChannelButton = observer(function OtherChannelButton({
  store,
  text,
  classes,
  onSent,
}: {
  store: SignInStore
  text: SignInText
  classes: SignInClasses
  onSent(): void
}) {
  const other = store.otherChannel
  if (!other) return null
  return (
    <button
      type="button"
      className={classes.secondary}
      disabled={!store.canResend}
      onClick={() => void store.resendCode(other).then((sent) => sent && onSent())}
    >
      {other === 'sms' ? text.sendBySms : text.sendByWhatsApp}
    </button>
  )
})
