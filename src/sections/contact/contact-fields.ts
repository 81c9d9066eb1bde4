import { stringRule } from '../../registry/section-fields'

/** A phone number as people write it (`+91 98290 12345`): digits, spaces, `+ - ( ) .`, at least 6 digits. */
export const PhoneNumber = stringRule(
  'PhoneNumber',
  (value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 6,
  'expected a phone number',
)

/** An email address (one `@`, no spaces): enough to keep the `mailto:` link to one plain address. */
export const EmailAddress = stringRule(
  'EmailAddress',
  (value) => /^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(value),
  'expected an email address',
)
