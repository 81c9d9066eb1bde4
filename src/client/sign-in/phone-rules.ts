/**
 * The one set of rules for phone + code sign-in, for customers (the widget)
 * and owners (the owner app) alike. They match what the server accepts
 * (`contract/auth.ts` `PhoneNumber`: 6 to 15 digits of a national number;
 * the one-time code is 6 digits), so a button is enabled only when the
 * server could say yes; a blank field always keeps it disabled.
 */

/** Digits in a national number. */
export const PHONE_DIGITS = { min: 6, max: 15 } as const

/** Length of the one-time code. */
export const OTP_LENGTH = 6

/**
 * What the phone field keeps of what was typed: its digits (people type
 * spaces and dashes), at most `PHONE_DIGITS.max`.
 *
 * @example
 * phoneDigits('98290 12-345') // '9829012345'
 */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS.max)
}

/** 'Send code' may be pressed: 6 to 15 digits. */
export function isPhoneNumber(digits: string): boolean {
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max && /^\d+$/.test(digits)
}

/** What the code field keeps: its digits, at most `OTP_LENGTH` (a pasted ' 123 456' works). */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

/** 'Verify' may be pressed: exactly `OTP_LENGTH` digits. */
export function isCode(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code)
}
