import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'

/** The `code-verification` state: the one-time code, "Verify", and a way back to the number. */
export const CodeEntry = observer(function CodeEntry() {
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
        void auth.verifyCode()
      }}
    >
      <h2 id={`${id}-title`} className="auth-form__title">
        {t('code.title')}
      </h2>
      <p className="auth-form__hint">{t('code.sentTo', { phone: auth.displayNumber })}</p>
      <label className="auth-form__label" htmlFor={`${id}-code`}>
        {t('code.label')}
      </label>
      <input
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={auth.code}
        aria-invalid={auth.error ? true : undefined}
        aria-describedby={auth.error ? `${id}-error` : undefined}
        onChange={(event) => auth.setCode(event.target.value)}
      />
      {auth.error && (
        <p id={`${id}-error`} className="auth-form__error" role="alert">
          {auth.error}
        </p>
      )}
      <button type="submit" className="auth-form__submit" disabled={!auth.canVerify} aria-busy={auth.verifying || undefined}>
        {t('code.verify')}
      </button>
      <button type="button" className="auth-form__secondary" onClick={() => auth.changeNumber()}>
        {t('code.changeNumber')}
      </button>
      {auth.verifying && (
        <p className="auth-form__status" role="status">
          {t('code.verifying')}
        </p>
      )}
    </form>
  )
})
