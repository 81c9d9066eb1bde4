import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import { DIAL_CODES } from '../dial-codes'

/** The `phone-entry` state: country code, WhatsApp number, "Send code". */
export const PhoneEntry = observer(function PhoneEntry() {
  const auth = useEngine().plugin('auth')
  const t = useWidgetT('auth')
  const id = useId()
  return (
    <form
      className="auth-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void auth.sendCode()
      }}
    >
      <h2 id={`${id}-title`} className="auth-form__title">
        {t('phone.title')}
      </h2>
      <div className="auth-form__row">
        <label className="auth-form__label" htmlFor={`${id}-country`}>
          {t('phone.countryCode')}
        </label>
        <select id={`${id}-country`} value={auth.countryCode} onChange={(event) => auth.setCountryCode(event.target.value)}>
          {DIAL_CODES.map((dial) => (
            <option key={dial.code} value={dial.code}>
              {`${dial.code} ${dial.country}`}
            </option>
          ))}
        </select>
        <label className="auth-form__label" htmlFor={`${id}-phone`}>
          {t('phone.number')}
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={auth.phoneNumber}
          aria-invalid={auth.error ? true : undefined}
          aria-describedby={auth.error ? `${id}-error` : undefined}
          onChange={(event) => auth.setPhoneNumber(event.target.value)}
        />
      </div>
      {auth.error && (
        <p id={`${id}-error`} className="auth-form__error" role="alert">
          {auth.error}
        </p>
      )}
      <button type="submit" className="auth-form__submit" disabled={!auth.canSendCode} aria-busy={auth.sending || undefined}>
        {t('phone.send')}
      </button>
      {auth.sending && (
        <p className="auth-form__status" role="status">
          {t('phone.sending')}
        </p>
      )}
    </form>
  )
})
