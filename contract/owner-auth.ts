import * as t from 'io-ts'
import { nullable } from './codec'
import { PhoneFields } from './auth'
import { Text } from './text'

/**
 * Owner sign-in (the inbox at `/owner`): a phone listed as an owner of the
 * site (the Host's) asks for a one-time code through the customers' OTP
 * machinery and limits, and the verify call answers with an httpOnly,
 * SameSite=Strict session cookie scoped to owners. Every owner call
 * (`/business_website/owner/...`) accepts that cookie or, for automation,
 * the site's owner key (`Authorization: Bearer <key>`).
 */
export const OWNER_AUTH_PREFIX = '/business_website/owner/auth'
export const OWNER_SEND_OTP_PATH = `${OWNER_AUTH_PREFIX}/send_otp`
export const OWNER_VERIFY_OTP_PATH = `${OWNER_AUTH_PREFIX}/verify_otp`
/** How a sent code stands (contract/otp-delivery-status.ts), asked by the open sign-in form. */
export const OWNER_OTP_STATUS_PATH = `${OWNER_AUTH_PREFIX}/otp_delivery_status`
/** GET: who is signed in (401 NO_TOKEN / TOKEN_INVALID / TOKEN_EXPIRED otherwise). */
export const OWNER_ME_PATH = `${OWNER_AUTH_PREFIX}/me`
/** POST: ends this owner session (its sockets are disconnected on every process). */
export const OWNER_LOGOUT_PATH = `${OWNER_AUTH_PREFIX}/logout`

/** httpOnly cookie holding the owner session (path `/`, SameSite=Strict, Secure over https). */
export const OWNER_SESSION_COOKIE = 'vitrine_owner'
/** An owner session ends this long after sign-in, whatever happens (7 days). */
export const OWNER_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000

/** Body of the owner's send-code call; the site is the Host's. */
export const OwnerSendOtpBody = t.type(PhoneFields, 'OwnerSendOtpBody')
export type OwnerSendOtpBody = t.TypeOf<typeof OwnerSendOtpBody>

/**
 * Body of the owner's verify call. A phone that is not an owner of the site fails like a wrong code (400 INVALID_OTP).
 */
export const OwnerVerifyOtpBody = t.type({ ...PhoneFields, otp: Text }, 'OwnerVerifyOtpBody')
export type OwnerVerifyOtpBody = t.TypeOf<typeof OwnerVerifyOtpBody>

/** The signed-in owner and their site. */
export const OwnerIdentity = t.type(
  {
    owner: t.type({ id: Text, countryCode: Text, phoneNumber: Text, name: nullable(Text) }),
    site: t.type({ siteId: Text, subdomain: Text, name: Text }),
    /** When this session ends (ISO time). */
    expiresAt: Text,
  },
  'OwnerIdentity',
)
export type OwnerIdentity = t.TypeOf<typeof OwnerIdentity>

/** Answer of verify and of `me`. */
export const OwnerSessionResponse = t.intersection([t.type({ message: Text }), OwnerIdentity], 'OwnerSessionResponse')
export type OwnerSessionResponse = t.TypeOf<typeof OwnerSessionResponse>

/**
 * The owner's socket: `io({ path: '/socket.io', auth: { owner: true } })` with the session cookie; it joins the site's
 * owner room.
 */
export const OwnerSocketAuth = t.type({ owner: t.literal(true) }, 'OwnerSocketAuth')
