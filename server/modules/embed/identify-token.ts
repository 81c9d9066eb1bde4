import { errors, jwtVerify } from 'jose'
import { IDENTIFY_MAX_LIFETIME_S } from '../../../contract/embed.js'
import { canonicalPhone } from '../../identity/phone.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'

/** How a token is refused: `IDENTIFY_INVALID` (signature, site, claims), `IDENTIFY_EXPIRED`. */
export type IdentifyCode = 'IDENTIFY_INVALID' | 'IDENTIFY_EXPIRED'

/** How far in the future a token's `iat` may be: the host's server clock may run a little ahead of ours. */
export const IDENTIFY_CLOCK_SKEW_S = 60

/**
 * Reads an identify token: an HS256 JWT signed with the site's identify secret, for this site (`aud` is its
 * subdomain, as one string: an array of audiences is refused, so a token minted for several sites opens none),
 * short-lived (`iat` and `exp` present, at most `IDENTIFY_MAX_LIFETIME_S` apart, `exp` not passed, `iat` not more
 * than `IDENTIFY_CLOCK_SKEW_S` ahead, so a token dated ahead cannot outlive its ten minutes) and carrying the
 * customer's phone in E.164 (`phone: '+919876543210'`). Anything else answers 401 with the code.
 *
 * @example
 * await identifyPhone(token, { secret, subdomain: 'demo' }) // { countryCode: '+91', phoneNumber: '9876543210' }
 */
export async function identifyPhone(
  token: string,
  site: { secret: string; subdomain: string },
  now: Date = new Date(),
): Promise<OtpRecipient> {
  let payload: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, new TextEncoder().encode(site.secret), {
      algorithms: ['HS256'],
      audience: site.subdomain,
      requiredClaims: ['iat', 'exp'],
      currentDate: now,
    })
    payload = verified.payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused('IDENTIFY_EXPIRED', serverText('embed.tokenExpired'))
    throw refused('IDENTIFY_INVALID', serverText('embed.tokenInvalid'))
  }
  const { iat, exp, phone, aud } = payload
  if (typeof aud !== 'string') throw refused('IDENTIFY_INVALID', serverText('embed.audienceNotOne'))
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > IDENTIFY_MAX_LIFETIME_S)
    throw refused('IDENTIFY_INVALID', serverText('embed.tokenTooLong'))
  if (iat > now.getTime() / 1000 + IDENTIFY_CLOCK_SKEW_S)
    throw refused('IDENTIFY_INVALID', serverText('embed.tokenFromFuture'))
  const recipient = typeof phone === 'string' && phone.startsWith('+') ? canonicalPhone('', phone) : null
  if (!recipient) throw refused('IDENTIFY_INVALID', serverText('embed.phoneInvalid'))
  return recipient
}

function refused(code: IdentifyCode, message: string): HttpError {
  return new HttpError(401, message, code)
}
