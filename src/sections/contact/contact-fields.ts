import * as t from 'io-ts'

/** A phone number as people write it (`+91 98290 12345`): digits, spaces, `+ - ( ) .`, at least 6 digits. */
export const PhoneNumber = new t.Type<string, string, unknown>(
  'PhoneNumber',
  (input): input is string => typeof input === 'string',
  (input, context) =>
    typeof input === 'string' && /^\+?[\d\s().-]+$/.test(input) && input.replace(/\D/g, '').length >= 6
      ? t.success(input)
      : t.failure(input, context, 'expected a phone number'),
  (value) => value,
)

/** An email address (one `@`, no spaces): enough to keep the `mailto:` link to one plain address. */
export const EmailAddress = new t.Type<string, string, unknown>(
  'EmailAddress',
  (input): input is string => typeof input === 'string',
  (input, context) =>
    typeof input === 'string' && /^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(input) ? t.success(input) : t.failure(input, context, 'expected an email address'),
  (value) => value,
)
