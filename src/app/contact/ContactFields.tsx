import { useId, type ReactNode } from 'react'
import type { ContactField } from '../../../contract/contact'
import { useT } from '../../i18n/translator'
import type { ContactForm } from './use-contact-form'

/** Dial codes offered in the form; +91 first, as the default (docs/product.md, 'Business constants and limits'). */
export const CONTACT_COUNTRY_CODES = ['+91', '+1', '+44', '+61', '+971', '+65', '+977', '+880', '+94'] as const

/** The labelled fields of the contact form: name, phone with its dial code, email, company, services, message. */
export function ContactFields({ form }: { form: ContactForm }) {
  const t = useT()
  const id = useId()
  const idOf = (field: ContactField) => `${id}-${field}`
  const errorOf = (field: ContactField) => {
    const key = form.shownErrors[field]
    return key && { id: `${idOf(field)}-error`, text: t(key) }
  }
  // Props every control shares: value, change, blur, and the error wiring.
  const bind = (field: ContactField, hint?: string) => {
    const error = errorOf(field)
    const describedBy = [hint, error?.id].filter(Boolean).join(' ')
    return {
      id: idOf(field),
      name: field,
      value: form.values[field],
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
      onBlur: () => form.blur(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    }
  }
  const servicesHint = `${idOf('services')}-hint`

  return (
    <div className="contact-fields">
      <Row label={t('contact.fields.name')} htmlFor={idOf('name')} required error={errorOf('name')}>
        <input {...bind('name')} type="text" autoComplete="name" aria-required="true" data-autofocus />
      </Row>

      <Row
        label={t('contact.fields.phone')}
        htmlFor={idOf('phone')}
        required
        error={errorOf('phone') ?? errorOf('countryCode')}
      >
        <div className="contact-field__phone">
          <select {...bind('countryCode')} aria-label={t('contact.fields.countryCode')} autoComplete="tel-country-code">
            {CONTACT_COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel-national" aria-required="true" />
        </div>
      </Row>

      <Row
        label={t('contact.fields.email')}
        htmlFor={idOf('email')}
        optional={t('contact.optional')}
        error={errorOf('email')}
      >
        <input {...bind('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      </Row>

      <Row
        label={t('contact.fields.company')}
        htmlFor={idOf('company')}
        optional={t('contact.optional')}
        error={errorOf('company')}
      >
        <input {...bind('company')} type="text" autoComplete="organization" />
      </Row>

      <Row
        label={t('contact.fields.services')}
        htmlFor={idOf('services')}
        optional={t('contact.optional')}
        error={errorOf('services')}
      >
        <p className="contact-field__hint" id={servicesHint}>
          {t('contact.fields.servicesHint')}
        </p>
        <textarea {...bind('services', servicesHint)} rows={3} />
      </Row>

      <Row
        label={t('contact.fields.message')}
        htmlFor={idOf('message')}
        optional={t('contact.optional')}
        error={errorOf('message')}
      >
        <textarea {...bind('message')} rows={4} />
      </Row>
    </div>
  )
}

interface RowProps {
  label: string
  htmlFor: string
  required?: boolean
  /** Text marking an optional field. */
  optional?: string
  error: { id: string; text: string } | undefined
  children: ReactNode
}

function Row({ label, htmlFor, required, optional, error, children }: RowProps) {
  return (
    <div className={error ? 'contact-field contact-field--invalid' : 'contact-field'}>
      <label className="contact-field__label" htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="contact-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
        {optional && <span className="contact-field__optional"> ({optional})</span>}
      </label>
      {children}
      {error && (
        <p className="contact-field__error" id={error.id}>
          {error.text}
        </p>
      )}
    </div>
  )
}
