import type { FieldError } from '../../../contract/decode.js'
import { PALETTE_MAX_ROLES, PaletteColour, PaletteRole } from '../../../contract/page.js'
import { WEEKDAYS, type HoursBody, type PaymentSettingsBody, type ProfileBody } from '../../../contract/settings.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import { toText } from '../../../contract/text.js'
import { translatedKeys } from '../../../contract/translations.js'

/** A UPI id: `name@handle` (the handle names the bank or app). */
export const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/
/** An uploaded image of ours (or the bucket's public URL): never a script or another scheme. */
const IMAGE_URL = /^(\/uploads\/|\/demo\/|https:\/\/)[^\s"'<>]+$/
const PHONE = /^\+?[0-9][0-9 -]{8,20}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]+$/
const SECRET = /^[^\s:]{8,200}$/
const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Collects field errors: `check(path, ok, key)` adds one when `ok` is false. */
class Checks {
  readonly errors: FieldError[] = []
  check(path: string, ok: boolean, key: ServerTextKey, values?: Record<string, string | number>): void {
    if (!ok) this.errors.push({ path, message: serverText(key, values) })
  }
  length(path: string, value: string, max: number): void {
    this.check(path, [...value].length <= max, 'settings.tooLong', { max })
  }
}

const blankOr = (value: string, pattern: RegExp) => value.trim() === '' || pattern.test(value.trim())
const digits = (value: string) => value.replace(/\D/g, '').length

/**
 * The payments section's rules. `hasSecrets`: which secrets are stored
 * already (a left-out secret keeps the stored one); `production`: the
 * sandbox may not be chosen.
 */
export function paymentErrors(
  body: PaymentSettingsBody,
  context: {
    storedKeyId: string | null
    hasKeySecret: boolean
    hasWebhookSecret: boolean
    production: boolean
    fromEnvironment: boolean
  },
): FieldError[] {
  const c = new Checks()
  c.check('body.upiId', blankOr(body.upiId, UPI_ID), 'settings.upiInvalid')
  c.length('body.payeeName', body.payeeName, 100)
  c.check('body.payeeName', body.upiId.trim() === '' || body.payeeName.trim() !== '', 'settings.payeeRequired')
  c.check('body.qrCode', body.qrCode === null || IMAGE_URL.test(body.qrCode), 'settings.imageInvalid')
  c.check(
    'body.phone',
    blankOr(body.phone, PHONE) && (body.phone.trim() === '' || digits(body.phone) <= 15),
    'settings.phoneInvalid',
  )
  c.check('body.gateway', !(body.gateway === 'sandbox' && context.production), 'settings.sandboxInProduction')
  const keys = body.razorpay
  if (keys) {
    c.check('body.razorpay.keyId', keys.keyId === '' || KEY_ID.test(keys.keyId), 'settings.keyIdInvalid')
    if (keys.keySecret) c.check('body.razorpay.keySecret', SECRET.test(keys.keySecret), 'settings.secretInvalid')
    if (keys.webhookSecret)
      c.check('body.razorpay.webhookSecret', SECRET.test(keys.webhookSecret), 'settings.secretInvalid')
  }
  if (body.gateway === 'razorpay' && !context.fromEnvironment) {
    c.check('body.razorpay.keyId', Boolean(keys?.keyId), 'settings.keysRequired')
    // A new key id needs its own secret; the same one keeps the stored secrets.
    const sameKey = keys?.keyId === context.storedKeyId
    c.check(
      'body.razorpay.keySecret',
      Boolean(keys?.keySecret) || (context.hasKeySecret && sameKey),
      'settings.keysRequired',
    )
    c.check(
      'body.razorpay.webhookSecret',
      Boolean(keys?.webhookSecret) || (context.hasWebhookSecret && sameKey),
      'settings.keysRequired',
    )
  }
  return dedupe(c.errors)
}

export function profileErrors(body: ProfileBody): FieldError[] {
  const c = new Checks()
  c.check('body.name', body.name.trim() !== '', 'settings.nameRequired')
  c.length('body.name', body.name, 100)
  for (const key of translatedKeys(['name'])) c.length(`body.${key}`, body[key] ?? '', 100)
  c.check('body.logo', body.logo === null || IMAGE_URL.test(body.logo), 'settings.imageInvalid')
  const roles = Object.entries(body.colorPalette)
  c.check('body.colorPalette', roles.length <= PALETTE_MAX_ROLES, 'settings.paletteTooLarge')
  for (const [role, colour] of roles) {
    const valid = PaletteRole.is(role) && PaletteColour.is(colour)
    c.check(`body.colorPalette.${role}`, valid, 'settings.colourInvalid')
  }
  for (const field of ['phone', 'whatsapp'] as const) {
    const value = body[field]
    c.check(
      `body.${field}`,
      blankOr(value, PHONE) && (value.trim() === '' || digits(value) <= 15),
      'settings.phoneInvalid',
    )
  }
  c.check('body.email', blankOr(body.email, EMAIL), 'settings.emailInvalid')
  c.length('body.email', body.email, 254)
  c.length('body.address', body.address, 500)
  return dedupe(c.errors)
}

export function hoursErrors(body: HoursBody): FieldError[] {
  const c = new Checks()
  c.check('body.timeZone', isTimeZone(body.timeZone), 'settings.timeZoneInvalid')
  // An unknown day is named in the error's path as text can carry it (an unpaired surrogate becomes U+FFFD).
  for (const day of Object.keys(body.week)) {
    c.check(`body.week.${toText(day)}`, (WEEKDAYS as readonly string[]).includes(day), 'settings.dayInvalid')
  }
  for (const day of WEEKDAYS) {
    const spans = body.week[day] ?? []
    c.check(`body.week.${day}`, spans.length <= 3, 'settings.tooManySpans')
    spans.forEach((span, index) => {
      const at = `body.week.${day}.${index}`
      c.check(`${at}.opens`, CLOCK.test(span.opens), 'settings.timeInvalid')
      c.check(`${at}.closes`, CLOCK.test(span.closes), 'settings.timeInvalid')
      if (CLOCK.test(span.opens) && CLOCK.test(span.closes))
        c.check(`${at}.closes`, span.closes > span.opens, 'settings.closesBeforeOpens')
    })
  }
  c.check('body.holidays', body.holidays.length <= 100, 'settings.tooManyHolidays')
  body.holidays.forEach((date, index) => c.check(`body.holidays.${index}`, isDate(date), 'settings.dateInvalid'))
  c.length('body.awayMessage', body.awayMessage, 500)
  for (const key of translatedKeys(['awayMessage'])) c.length(`body.${key}`, body[key] ?? '', 500)
  c.length('body.pauseMessage', body.pauseMessage, 300)
  return dedupe(c.errors)
}

export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** One error per path, the first. */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>()
  return errors.filter((error) => !seen.has(error.path) && seen.add(error.path))
}
