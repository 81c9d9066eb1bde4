import { makeAutoObservable } from 'mobx'
import {
  type ContactErrorKey,
  type ContactErrors,
  DEFAULT_COUNTRY_CODE,
  validateContactForm,
} from '../../../contract/contact'

type Field = 'name' | 'phone'

/**
 * How a visitor who is not signed in can be reached back about an enquiry
 * (visitors send enquiries): a name and a phone number, judged by the
 * contact form's rules (shared with the server). Errors show after a
 * field is left or after a send, like the contact form.
 */
export class VisitorContact {
  name = ''
  countryCode = DEFAULT_COUNTRY_CODE
  phone = ''
  private readonly left = new Set<Field>()
  private submitted = false

  constructor() {
    makeAutoObservable<VisitorContact, 'left' | 'submitted'>(this, { left: true, submitted: true })
  }

  get errors(): ContactErrors {
    const { name, countryCode, phone } = validateContactForm({
      name: this.name,
      countryCode: this.countryCode,
      phone: this.phone,
      email: '',
      company: '',
      services: '',
      message: '',
    })
    return { ...(name ? { name } : {}), ...(countryCode ? { countryCode } : {}), ...(phone ? { phone } : {}) }
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0
  }

  /** The error to show under a field: after it was left, or after a send. */
  shownError(field: Field): ContactErrorKey | undefined {
    return this.submitted || this.left.has(field) ? this.errors[field] : undefined
  }

  setName(value: string): void {
    this.name = value
  }

  setCountryCode(value: string): void {
    this.countryCode = value
  }

  setPhone(value: string): void {
    this.phone = value
  }

  leave(field: Field): void {
    this.left.add(field)
  }

  /** A send was tried: every error shows from now on. */
  submit(): void {
    this.submitted = true
  }
}
