import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useWidgetT } from '../../../engine/react'
import { DialCodeSelect } from '../../../client/sign-in/dial-codes'
import type { VisitorContact } from '../visitor-contact'

/**
 * Signed out: the visitor's name and phone under the enquiry, with the contact form's messages after a field is left or
 * a send is tried.
 */
export const VisitorFields = observer(function VisitorFields({ visitor }: { visitor: VisitorContact }) {
  const t = useWidgetT('enquiry')
  const id = useId()
  const nameError = visitor.shownError('name')
  const phoneError = visitor.shownError('phone')
  return (
    <fieldset className="vw-enquiry__visitor">
      <legend className="vw-enquiry__label">{t('visitor.title')}</legend>
      <p className="vw-view__note">{t('visitor.intro')}</p>
      <label className="vw-enquiry__field-label" htmlFor={`${id}-name`}>
        {t('contact.fields.name')}
      </label>
      <input
        id={`${id}-name`}
        className="vw-input vw-enquiry__input"
        autoComplete="name"
        value={visitor.name}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? `${id}-name-error` : undefined}
        onChange={(event) => visitor.setName(event.target.value)}
        onBlur={() => visitor.leave('name')}
      />
      {nameError && (
        <p id={`${id}-name-error`} className="vw-enquiry__error">
          {t(nameError)}
        </p>
      )}
      <label className="vw-enquiry__field-label" htmlFor={`${id}-phone`}>
        {t('contact.fields.phone')}
      </label>
      <div className="vw-enquiry__phone">
        <DialCodeSelect
          aria-label={t('contact.fields.countryCode')}
          className="vw-input vw-enquiry__input"
          value={visitor.countryCode}
          onChange={(code) => visitor.setCountryCode(code)}
        />
        <input
          id={`${id}-phone`}
          className="vw-input vw-enquiry__input"
          type="tel"
          autoComplete="tel-national"
          value={visitor.phone}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? `${id}-phone-error` : undefined}
          onChange={(event) => visitor.setPhone(event.target.value)}
          onBlur={() => visitor.leave('phone')}
        />
      </div>
      {phoneError && (
        <p id={`${id}-phone-error`} className="vw-enquiry__error">
          {t(phoneError)}
        </p>
      )}
    </fieldset>
  )
})
