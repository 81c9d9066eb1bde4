import { observer } from 'mobx-react-lite'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { DIAL_CODES } from '../../plugins/auth/dial-codes'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { OTP_LENGTH } from '../stores/session-store'

/** The owner's sign-in: country code + phone and 'Send code', then the 6-digit code and 'Verify'; the server's refusals shown under the field. */
export const SignInScreen = observer(function SignInScreen() {
  const { session } = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const errorId = `${id}-error`
  const error = session.error && (
    <p id={errorId} className="ow-error" role="alert">
      {session.error}
    </p>
  )
  const describedBy = session.error ? errorId : undefined
  return (
    <main className="ow-center">
      <div className="ow-signin__card">
        {session.step === 'phone' ? (
          <form
            className="ow-form"
            aria-labelledby={`${id}-title`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void session.sendCode()
            }}
          >
            <h1 id={`${id}-title`} className="ow-form__title">
              {t('signIn.title')}
            </h1>
            <p className="ow-form__hint">{t('signIn.intro')}</p>
            <div className="ow-form__phone">
              <label className="ow-form__label" htmlFor={`${id}-country`}>
                {t('signIn.countryCode')}
              </label>
              <select id={`${id}-country`} className="ow-input" value={session.countryCode} onChange={(event) => session.setCountryCode(event.target.value)}>
                {DIAL_CODES.map((dial) => (
                  <option key={dial.code} value={dial.code}>{`${dial.code} ${dial.country}`}</option>
                ))}
              </select>
              <label className="ow-form__label" htmlFor={`${id}-phone`}>
                {t('signIn.phone')}
              </label>
              <input
                id={`${id}-phone`}
                className="ow-input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={session.phoneNumber}
                aria-invalid={session.error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => session.setPhoneNumber(event.target.value)}
              />
            </div>
            {error}
            <button type="submit" className="ow-button ow-button--primary" disabled={!session.canSendCode} aria-busy={session.busy === 'sending' || undefined}>
              {session.busy === 'sending' ? t('signIn.sending') : t('signIn.send')}
            </button>
          </form>
        ) : (
          <CodeForm errorId={describedBy} error={error} />
        )}
      </div>
    </main>
  )
})

const CodeForm = observer(function CodeForm({ errorId, error }: { errorId: string | undefined; error: ReactNode }) {
  const { session } = useOwnerApp()
  const t = useOwnerT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <form
      className="ow-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void session.verify()
      }}
    >
      <h1 id={`${id}-title`} className="ow-form__title">
        {t('signIn.codeTitle')}
      </h1>
      <p className="ow-form__hint">{t('signIn.sentTo', { phone: session.displayNumber })}</p>
      <label className="ow-form__label" htmlFor={`${id}-code`}>
        {t('signIn.code')}
      </label>
      <input
        ref={input}
        id={`${id}-code`}
        className="ow-input ow-input--code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={session.code}
        aria-invalid={session.error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => session.setCode(event.target.value)}
      />
      {error}
      <button type="submit" className="ow-button ow-button--primary" disabled={!session.canVerify} aria-busy={session.busy === 'verifying' || undefined}>
        {session.busy === 'verifying' ? t('signIn.verifying') : t('signIn.verify')}
      </button>
      <button type="button" className="ow-button ow-button--link" onClick={() => session.changeNumber()}>
        {t('signIn.changeNumber')}
      </button>
    </form>
  )
})
