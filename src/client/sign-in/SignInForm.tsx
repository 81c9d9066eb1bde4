import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { DialCodeSelect } from './dial-codes'
import { CodeDeliveryLines, OtherChannelButton } from './code-delivery-lines'
import type { SignInStore } from './sign-in-store'

/** The words of the form, in the app's own voice (the widget's `auth` strings, the owner's `signIn` strings). */
export interface SignInText {
  title: string
  /** A line under the phone step's title, when the app has one. */
  intro?: string
  countryCode: string
  phone: string
  send: string
  sending: string
  codeTitle: string
  sentTo(phone: string): string
  code: string
  verify: string
  verifying: string
  changeNumber: string
  /** 'Resend code'. */
  resend: string
  /** The wait before 'Resend code' may be pressed, in whole seconds. */
  resendIn(seconds: number): string
  /** Said once when the wait is over (a polite live region). */
  resendReady: string
  /** Said once after 'Resend code' sent a new code. */
  resent: string
  /** 'Sent by SMS': the code went by SMS (asked for, or WhatsApp could not carry it). */
  sentBySms: string
  /** The provider said the code could not be delivered. */
  deliveryFailed: string
  /** 'Send by SMS instead' (after a code on WhatsApp) and 'Send on WhatsApp instead' (after one by SMS). */
  sendBySms: string
  sendByWhatsApp: string
}

/** The app's class names for each part (its stylesheet draws them: the widget's auth.css, the owner's owner.css). */
export interface SignInClasses {
  form: string
  title: string
  hint: string
  /** The country code + number grid. */
  row: string
  label: string
  /** Added to the selector and the inputs. */
  input?: string
  /** Added to the code input. */
  codeInput?: string
  error: string
  submit: string
  secondary: string
  status: string
}

export interface SignInFormProps {
  store: SignInStore
  text: SignInText
  classes: SignInClasses
  /** The title's heading level: 2 inside the widget, 1 on the owner's sign-in page. */
  heading?: 1 | 2
}

/**
 * The phone + code sign-in form of the widget and the owner app: the step
 * the store is at. The widget draws each step in its own chat state
 * (`PhoneStep`, `CodeStep`); the owner app draws `SignInForm`.
 */
export const SignInForm = observer(function SignInForm(props: SignInFormProps) {
  return props.store.step === 'phone' ? <PhoneStep {...props} /> : <CodeStep {...props} />
})

/** Country code, number, 'Send code'. */
export const PhoneStep = observer(function PhoneStep({ store, text, classes, heading = 2 }: SignInFormProps) {
  const id = useId()
  const invalid = errorProps(store, id)
  return (
    <Form id={id} classes={classes} onSubmit={() => void store.sendCode()}>
      <Title id={id} heading={heading} className={classes.title}>
        {text.title}
      </Title>
      {text.intro && <p className={classes.hint}>{text.intro}</p>}
      <div className={classes.row}>
        <label className={classes.label} htmlFor={`${id}-country`}>
          {text.countryCode}
        </label>
        <DialCodeSelect
          id={`${id}-country`}
          className={classes.input}
          value={store.countryCode}
          onChange={(code) => store.setCountryCode(code)}
        />
        <label className={classes.label} htmlFor={`${id}-phone`}>
          {text.phone}
        </label>
        <input
          id={`${id}-phone`}
          className={classes.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={store.phoneNumber}
          {...invalid}
          onChange={(event) => store.setPhoneNumber(event.target.value)}
        />
      </div>
      <ErrorLine store={store} id={id} classes={classes} />
      <SubmitButton classes={classes} enabled={store.canSendCode} busy={store.sending}>
        {text.send}
      </SubmitButton>
      {store.sending && (
        <p className={classes.status} role="status">
          {text.sending}
        </p>
      )}
    </Form>
  )
})

/**
 * "We sent a code to ...", the code, 'Verify', 'Resend code' (with the
 * seconds left, read when reached but never announced each second; a polite
 * status says once that a new code may be asked for, or was sent),
 * 'Change number'. The code field takes the focus, again after a resend.
 */
export const CodeStep = observer(function CodeStep({ store, text, classes, heading = 2 }: SignInFormProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <Form id={id} classes={classes} onSubmit={() => void store.verifyCode()}>
      <Title id={id} heading={heading} className={classes.title}>
        {text.codeTitle}
      </Title>
      <p className={classes.hint}>{text.sentTo(store.displayNumber)}</p>
      <CodeDeliveryLines store={store} text={text} classes={classes} />
      <label className={classes.label} htmlFor={`${id}-code`}>
        {text.code}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        className={[classes.input, classes.codeInput].filter(Boolean).join(' ') || undefined}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={store.code}
        {...errorProps(store, id)}
        onChange={(event) => store.setCode(event.target.value)}
      />
      <ErrorLine store={store} id={id} classes={classes} />
      <SubmitButton classes={classes} enabled={store.canVerify} busy={store.verifying}>
        {text.verify}
      </SubmitButton>
      <button
        type="button"
        className={classes.secondary}
        disabled={!store.canResend}
        aria-describedby={store.resendWait > 0 ? `${id}-resend-wait` : undefined}
        onClick={() => void store.resendCode().then((sent) => sent && input.current?.focus())}
      >
        {text.resend}
      </button>
      <OtherChannelButton store={store} text={text} classes={classes} onSent={() => input.current?.focus()} />
      {store.resendWait > 0 && (
        <p id={`${id}-resend-wait`} className={classes.hint}>
          {text.resendIn(store.resendWait)}
        </p>
      )}
      <p className={classes.status} role="status">
        {store.resent ? text.resent : store.resendWait === 0 && !store.busy ? text.resendReady : ''}
      </p>
      <button type="button" className={classes.secondary} onClick={() => store.changeNumber()}>
        {text.changeNumber}
      </button>
      {store.verifying && (
        <p className={classes.status} role="status">
          {text.verifying}
        </p>
      )}
    </Form>
  )
})

function Form({
  id,
  classes,
  onSubmit,
  children,
}: {
  id: string
  classes: SignInClasses
  onSubmit(): void
  children: ReactNode
}) {
  return (
    <form
      className={classes.form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** A step's submit button: disabled until the step can be sent, busy (for assistive technology) while it is. */
function SubmitButton({
  classes,
  enabled,
  busy,
  children,
}: {
  classes: SignInClasses
  enabled: boolean
  busy: boolean
  children: ReactNode
}) {
  return (
    <button type="submit" className={classes.submit} disabled={!enabled} aria-busy={busy || undefined}>
      {children}
    </button>
  )
}

function Title({
  id,
  heading,
  className,
  children,
}: {
  id: string
  heading: 1 | 2
  className: string
  children: ReactNode
}) {
  const Heading = heading === 1 ? 'h1' : 'h2'
  return (
    <Heading id={`${id}-title`} className={className}>
      {children}
    </Heading>
  )
}

function errorProps(store: SignInStore, id: string) {
  return store.error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
}

const ErrorLine = observer(function ErrorLine({
  store,
  id,
  classes,
}: {
  store: SignInStore
  id: string
  classes: SignInClasses
}) {
  if (!store.error) return null
  return (
    <p id={`${id}-error`} className={classes.error} role="alert">
      {store.error}
    </p>
  )
})
