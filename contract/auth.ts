import * as t from 'io-ts'
import { answer, nullable } from './codec'
import { Text } from './text'
import { Language } from './language'

/**
 * Country code a phone form starts with (docs/product.md, 'Business constants and limits'): here, not with the contact
 * form's codecs, so that the sign-in carries only what it needs into the widget's first chunk.
 */
export const DEFAULT_COUNTRY_CODE = '+91'

/** Paths of the sign-in calls (docs/product.md, 'Calls'). Widget calls live under this prefix. */
export const CHAT_WIDGET_PREFIX = '/business_website/chat_widget'
export const SEND_OTP_PATH = `${CHAT_WIDGET_PREFIX}/send_phone_number_otp`
export const VERIFY_OTP_PATH = `${CHAT_WIDGET_PREFIX}/verify_phone_number_otp`
/** How a sent code stands (contract/otp-delivery-status.ts), asked by the open sign-in form. */
export const OTP_STATUS_PATH = `${CHAT_WIDGET_PREFIX}/otp_delivery_status`
export const CHECK_VERIFICATION_PATH = `${CHAT_WIDGET_PREFIX}/check_verification`
export const LOGOUT_PATH = `${CHAT_WIDGET_PREFIX}/logout`
/** The token refresh that a `TOKEN_EXPIRED` 401 triggers (its path is ours). */
export const REAUTH_PATH = '/auth/user_reauth'
/** Header of the refresh call naming the session type (docs/product.md, 'Calls'). */
export const SESSION_TYPE_HEADER = 'x-session-type'
/**
 * The header the widget names its reader's language in on every call (the language it shows now, contract/language.ts):
 * the server answers the owner's words in it (an item's `name@hi`). It wins over the cookie and the browser's
 * languages. Here, beside the widget's other headers, so the widget's first chunk reads it from what it loads anyway.
 */
export const LANGUAGE_HEADER = 'x-vitrine-lang'
/** httpOnly cookie holding the refresh token, sent only to `/auth`. */
export const REFRESH_COOKIE = 'vitrine_refresh'

/**
 * Seconds between two codes to one phone: the server refuses a second code
 * sooner (429 with Retry-After), so the sign-in form offers 'Resend code'
 * after this wait.
 */
export const CODE_RESEND_SECONDS = 30

/**
 * Error codes of a code request refused for a reason the person can act on, whose message (in their language) every
 * sign-in form shows as it is: a premium-rate or shared-cost number, a country the deployment does not serve, a number
 * that cannot receive a text message (400s naming `body.phoneNumber`), and the platform's hourly budget of codes
 * spent (503 with Retry-After).
 */
export const CODE_REFUSAL = {
  premiumNumber: 'PHONE_PREMIUM_RATE',
  countryNotAllowed: 'PHONE_COUNTRY_NOT_ALLOWED',
  notMobile: 'PHONE_NOT_MOBILE',
  budgetSpent: 'OTP_BUDGET_SPENT',
} as const

/** Digits of a national number (no spaces), 6 to 15 of them. */
export const PhoneNumber = Text
/** `+` and 1–4 digits. */
export const CountryCode = Text
/** The fields that name a phone in every sign-in body: the customer's, the owner's and sign-up's. */
export const PhoneFields = { phoneNumber: PhoneNumber, countryCode: CountryCode }

/** Body of `send_phone_number_otp`. */
export const SendOtpBody = t.type({ ...PhoneFields, subdomain: Text }, 'SendOtpBody')
export type SendOtpBody = t.TypeOf<typeof SendOtpBody>

/** Body of `verify_phone_number_otp`. */
export const VerifyOtpBody = t.type({ ...PhoneFields, otp: Text, subdomain: Text }, 'VerifyOtpBody')
export type VerifyOtpBody = t.TypeOf<typeof VerifyOtpBody>

/** What the server tells the widget about the signed-in customer. */
export const CustomerData = t.type(
  {
    _id: Text,
    phoneNumber: Text,
    countryCode: Text,
    name: nullable(Text),
    /** The account type that `messageView` restricts messages to (docs/product.md). */
    accountType: Text,
  },
  'CustomerData',
)
export type CustomerData = t.TypeOf<typeof CustomerData>

/** Answer of `verify_phone_number_otp`: an access token; the refresh token comes as an httpOnly cookie. */
export const VerifyOtpResponse = answer(
  { customerId: Text, token: Text, customerData: CustomerData },
  'VerifyOtpResponse',
)
export type VerifyOtpResponse = t.TypeOf<typeof VerifyOtpResponse>

/** Body of `check_verification` (the token decides who; the body must match it). */
export const CheckVerificationBody = t.type(
  { customerId: Text, ...PhoneFields, subdomain: Text },
  'CheckVerificationBody',
)
export type CheckVerificationBody = t.TypeOf<typeof CheckVerificationBody>

export const CheckVerificationResponse = answer({ customerData: CustomerData }, 'CheckVerificationResponse')

/** Answer of `/auth/user_reauth`. */
export const ReauthResponse = t.type({ accessToken: Text }, 'ReauthResponse')
export type ReauthResponse = t.TypeOf<typeof ReauthResponse>

/** Plain `{ message }` answers (`'success'`). */
export const MessageResponse = answer({}, 'MessageResponse')

/**
 * Codes of a 401 (docs/product.md, 'Error catalogue'). All but TOKEN_EXPIRED are terminal: the widget shows
 * the message, clears the session and goes to /logout. TOKEN_EXPIRED makes
 * it refresh once and retry.
 */
export const TERMINAL_AUTH_CODES = [
  'NO_TOKEN',
  'CUSTOMER_NOT_FOUND',
  'ACCOUNT_INACTIVE',
  'USER_NOT_FOUND',
  'TOKEN_INVALID',
  'TOKEN_ERROR',
] as const
export type AuthErrorCode = (typeof TERMINAL_AUTH_CODES)[number] | 'TOKEN_EXPIRED'

/** Access-token lifetime; the chat session itself lives 10 days (docs/product.md, 'Business constants and limits'). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** Session lifetime, ms (docs/product.md, 'Business constants and limits'). */
export const SESSION_LIFETIME_MS = 864_000_000

/** The signed-in customer's language: stored with them, the server's messages to them use it. */
export const CUSTOMER_LANGUAGE_PATH = `${CHAT_WIDGET_PREFIX}/language`
export const CustomerLanguageBody = t.type({ language: Language }, 'CustomerLanguageBody')
export type CustomerLanguageBody = t.TypeOf<typeof CustomerLanguageBody>
