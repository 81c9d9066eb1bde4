import * as t from 'io-ts'
import { answer } from './codec'
import { Text } from './text'

/** Path of the contact call (`template_contact_us`). */
export const CONTACT_PATH = '/business_website/chat_widget/template_contact_us'

/** Country code the form starts with: the sign-in's (contract/auth.ts). */
export { DEFAULT_COUNTRY_CODE } from './auth'

/**
 * Body of `POST template_contact_us` (docs/product.md, 'Calls'). `contact` is the phone number as typed,
 * `messageContent` the form's Services text, `message` its free message. Email,
 * company, services and message may be empty or absent.
 *
 * @example
 * { name: 'Asha', contact: '98290 12345', countryCode: '+91', email: '', company: '',
 *   subdomain: 'demo', messageContent: 'Catering for 40' }
 */
export const ContactRequest = t.intersection(
  [
    t.type({ name: Text, contact: Text, countryCode: Text, subdomain: Text }),
    t.partial({ email: Text, company: Text, messageContent: Text, message: Text }),
  ],
  'ContactRequest',
)
export type ContactRequest = t.TypeOf<typeof ContactRequest>

/** Answer of the contact call; `message === 'success'` means it was stored. */
export const ContactResponse = answer({}, 'ContactResponse')
export type ContactResponse = t.TypeOf<typeof ContactResponse>

/** The contact form as the visitor fills it (name, phone, email, company, services, message, plus the dial code). */
export interface ContactFields {
  name: string
  countryCode: string
  phone: string
  email: string
  company: string
  services: string
  message: string
}
export type ContactField = keyof ContactFields

/** Where each form field travels in the request body. */
export const CONTACT_BODY_KEY = {
  name: 'name',
  countryCode: 'countryCode',
  phone: 'contact',
  email: 'email',
  company: 'company',
  services: 'messageContent',
  message: 'message',
} as const satisfies Record<ContactField, keyof ContactRequest>

/**
 * Lengths of the validation rules and business limits, plus caps so nobody stores a novel in a name. Lengths count
 * characters (code points).
 */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  /** Raw length of the phone text, formatting included. */
  phoneMax: 30,
  emailMax: 254,
  companyMax: 120,
  servicesMax: 2000,
  messageMax: 2000,
} as const

type ContactErrorName =
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'phoneTooShort'
  | 'phoneTooLong'
  | 'countryCodeInvalid'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'servicesTooLong'
  | 'messageTooLong'

/** An i18n key of a validation message, in `locales/en/contact.json` under `errors`. */
export type ContactErrorKey = `contact.errors.${ContactErrorName}`

/** At most one message per field; an empty object means the form may be sent. */
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>

const PHONE_CHARACTERS = /^[0-9+\-() ]+$/
const COUNTRY_CODE = /^\+[0-9]{1,4}$/
// Something@something.tld: no spaces, one @, a dotted domain without empty labels.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

const length = (value: string) => Array.from(value).length

/**
 * The contact form rules, shared by the form and the server: the first
 * failing rule of each field, as an i18n key. Values are judged trimmed.
 *
 * @example
 * validateContactForm({
 *   name: 'A', countryCode: '+91', phone: '98290', email: 'x', company: '', services: '', message: '',
 * })
 * // { name: 'contact.errors.nameTooShort', phone: 'contact.errors.phoneTooShort',
 * //   email: 'contact.errors.emailInvalid' }
 */
export function validateContactForm(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {}
  const name = fields.name.trim()
  if (name === '') errors.name = 'contact.errors.nameRequired'
  else if (length(name) < CONTACT_LIMITS.nameMin) errors.name = 'contact.errors.nameTooShort'
  else if (length(name) > CONTACT_LIMITS.nameMax) errors.name = 'contact.errors.nameTooLong'

  if (!COUNTRY_CODE.test(fields.countryCode.trim())) errors.countryCode = 'contact.errors.countryCodeInvalid'

  const phone = fields.phone.trim()
  const digits = phone.replace(/[^0-9]/g, '').length
  if (phone === '') errors.phone = 'contact.errors.phoneRequired'
  else if (!PHONE_CHARACTERS.test(phone) || phone.length > CONTACT_LIMITS.phoneMax)
    errors.phone = 'contact.errors.phoneInvalid'
  else if (digits < CONTACT_LIMITS.phoneDigitsMin) errors.phone = 'contact.errors.phoneTooShort'
  else if (digits > CONTACT_LIMITS.phoneDigitsMax) errors.phone = 'contact.errors.phoneTooLong'

  const email = fields.email.trim()
  if (email !== '' && !EMAIL.test(email)) errors.email = 'contact.errors.emailInvalid'
  else if (length(email) > CONTACT_LIMITS.emailMax) errors.email = 'contact.errors.emailTooLong'

  if (length(fields.company.trim()) > CONTACT_LIMITS.companyMax) errors.company = 'contact.errors.companyTooLong'
  if (length(fields.services.trim()) > CONTACT_LIMITS.servicesMax) errors.services = 'contact.errors.servicesTooLong'
  if (length(fields.message.trim()) > CONTACT_LIMITS.messageMax) errors.message = 'contact.errors.messageTooLong'
  return errors
}

const FORM_ORDER: ContactField[] = ['name', 'countryCode', 'phone', 'email', 'company', 'services', 'message']

/**
 * The failing fields in form order: the first one gets focus in the form and
 * gives the server's one-line message.
 *
 * @example
 * contactErrorList({ email: 'contact.errors.emailInvalid', name: 'contact.errors.nameRequired' })
 * // [['name', 'contact.errors.nameRequired'], ['email', 'contact.errors.emailInvalid']]
 */
export function contactErrorList(errors: ContactErrors): Array<[ContactField, ContactErrorKey]> {
  return FORM_ORDER.flatMap((field) => {
    const key = errors[field]
    return key ? [[field, key] as [ContactField, ContactErrorKey]] : []
  })
}

/**
 * The request body for a filled form, values trimmed.
 *
 * @example
 * contactRequest(fields, 'demo')
 * // { name, contact, countryCode, email, company, subdomain: 'demo', messageContent, message }
 */
export function contactRequest(fields: ContactFields, subdomain: string): ContactRequest {
  return {
    name: fields.name.trim(),
    contact: fields.phone.trim(),
    countryCode: fields.countryCode.trim(),
    email: fields.email.trim(),
    company: fields.company.trim(),
    subdomain,
    messageContent: fields.services.trim(),
    message: fields.message.trim(),
  }
}

/** The form fields a request body carries (absent optional values are empty). */
export function contactFieldsOf(body: ContactRequest): ContactFields {
  return {
    name: body.name,
    countryCode: body.countryCode,
    phone: body.contact,
    email: body.email ?? '',
    company: body.company ?? '',
    services: body.messageContent ?? '',
    message: body.message ?? '',
  }
}
