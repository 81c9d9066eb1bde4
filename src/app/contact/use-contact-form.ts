import { useEffect, useMemo, useRef, useState } from 'react'
import {
  DEFAULT_COUNTRY_CODE,
  contactErrorList,
  contactRequest,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactFields,
} from '../../../contract/contact'
import { sendContact } from './contact-api'

const EMPTY: ContactFields = {
  name: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  email: '',
  company: '',
  services: '',
  message: '',
}

/** A failed send: `message` is the server's text, absent when the generic message applies. `id` tells repeats apart. */
export interface ContactFailure {
  id: number
  message?: string
}

export interface ContactForm {
  values: ContactFields
  /** Errors to show: a field's error appears once it was left (blur) or the form was submitted. */
  shownErrors: ContactErrors
  sending: boolean
  failure: ContactFailure | null
  change(field: ContactField, value: string): void
  blur(field: ContactField): void
  /** Validates and starts sending; answers the first invalid field, if any, so the form can focus it. */
  submit(): ContactField | undefined
  clearFailure(): void
}

/**
 * State and submission of the contact form. The rules are `validateContactForm`
 * from the contract, the same the server applies. What the visitor typed is
 * kept when sending fails; `onSent` runs once the server said 'success'.
 */
export function useContactForm(subdomain: string, onSent: () => void): ContactForm {
  const [values, setValues] = useState(EMPTY)
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ContactFailure | null>(null)
  const controller = useRef<AbortController | null>(null)
  const failures = useRef(0)

  useEffect(() => () => controller.current?.abort(), [])

  const errors = useMemo(() => validateContactForm(values), [values])
  const shownErrors = useMemo(() => {
    const shown: ContactErrors = {}
    for (const [field, key] of contactErrorList(errors)) if (submitted || touched.has(field)) shown[field] = key
    return shown
  }, [errors, submitted, touched])

  function submit(): ContactField | undefined {
    setSubmitted(true)
    const invalid = contactErrorList(errors)[0]
    if (invalid) return invalid[0]
    // A ref, not `sending`: a double click must not send twice before the next render.
    if (!controller.current) void send()
    return undefined
  }

  async function send() {
    const request = new AbortController()
    controller.current = request
    setSending(true)
    setFailure(null)
    try {
      const result = await sendContact(contactRequest(values, subdomain), request.signal)
      if (result.ok) onSent()
      else setFailure({ id: ++failures.current, message: result.message })
    } catch {
      // Aborted: the form was closed while sending; there is nothing left to update.
      return
    }
    controller.current = null
    setSending(false)
  }

  return {
    values,
    shownErrors,
    sending,
    failure,
    change: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    blur: (field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    submit,
    clearFailure: () => setFailure(null),
  }
}
