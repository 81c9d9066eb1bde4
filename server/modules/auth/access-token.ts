import { errors, jwtVerify, SignJWT } from 'jose'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../contract/auth.js'
import { AuthError } from './auth-error.js'

export const TOKEN_ISSUER = 'vitrine'
const ALGORITHM = 'HS256'

/**
 * The oldest an access token may be, whatever its `exp` says: its lifetime
 * plus 5 minutes of clock skew between processes. A token signed with a far
 * `exp` (a leaked key, a bug) still dies with its `iat`.
 */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 5 * 60

/** Most verified tokens one process remembers (a few hundred bytes each); past it the oldest is forgotten. */
export const VERIFIED_TOKENS_KEPT = 2000

/**
 * A token jose verified: its claims, and the seconds (epoch) between which it stays valid, exactly as jose checks them.
 */
interface VerifiedToken {
  claims: AccessClaims
  /** `iat`, or `nbf` when later: before it jose refuses the token. */
  validFrom: number
  /** `exp` (valid while before it). */
  expiresAt: number
  /** `iat` + the maximum age (valid until and at it). */
  maxAgeAt: number
}

/** What an access token says: whose it is, and the refresh-token family (sign-in) it came from. */
export interface AccessClaims {
  customerId: string
  /** Family id of the refresh tokens of this sign-in; logout revokes it, and with it every access token it minted. */
  sessionId: string | null
}

/**
 * Short-lived access tokens: HS256 JWTs with `iss: 'vitrine'`, `aud` = the
 * site's subdomain (so a token of one site is refused on another), `sub` =
 * customer id, valid ACCESS_TOKEN_TTL_SECONDS. Verification allows HS256
 * only (no `none`, no algorithm confusion).
 *
 * jose verifies every token the first time this process sees it for a site;
 * the claims of a genuine one are then kept (at most `VERIFIED_TOKENS_KEPT`,
 * keyed by the exact token string and the site) until it expires, and only
 * its time checks run again: an HMAC over the same bytes with the same key
 * cannot come out differently, and WebCrypto's verify is a round trip to
 * the thread pool that cost a widget call about 0.2 ms at the median and
 * milliseconds in the tail on the send-message path. Whether the sign-in is
 * still live is the database's answer, asked on every call, not this.
 *
 * @example
 * const tokens = new AccessTokens(() => secrets.get('access-token-key'))
 * const token = await tokens.sign({ customerId, sessionId, subdomain: 'demo' })
 * await tokens.verify(token, 'demo') // { customerId, sessionId }
 */
export class AccessTokens {
  /** The key imported once for HMAC: jose would import the raw bytes again on every sign and verify. */
  #cryptoKey: Promise<CryptoKey> | undefined
  /** `${subdomain} ${token}` → what jose verified, oldest first. */
  readonly #verified = new Map<string, VerifiedToken>()

  constructor(
    private readonly key: () => Promise<Uint8Array>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sign(input: { customerId: string; subdomain: string; sessionId: string | null }): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000)
    return new SignJWT(input.sessionId ? { sid: input.sessionId } : {})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(input.subdomain)
      .setSubject(input.customerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.cryptoKey())
  }

  /** The claims of a valid token for this site; AuthError TOKEN_EXPIRED or TOKEN_INVALID otherwise. */
  async verify(token: string, subdomain: string): Promise<AccessClaims> {
    const checked = await this.check(token, subdomain)
    if (!checked) throw new AuthError('TOKEN_INVALID')
    if (checked.expired) throw new AuthError('TOKEN_EXPIRED')
    return checked.claims
  }

  /**
   * Like `verify`, but an expired token is accepted (logout with a stale
   * token must still end its session); undefined for anything not genuine.
   */
  async verifyAllowingExpired(token: string, subdomain: string): Promise<AccessClaims | undefined> {
    return (await this.check(token, subdomain))?.claims
  }

  private cryptoKey(): Promise<CryptoKey> {
    if (!this.#cryptoKey) {
      const imported = this.key().then(importHmacKey)
      // A key that could not be read (database down) is asked for again by the next caller rather than kept.
      imported.catch(() => (this.#cryptoKey = undefined))
      this.#cryptoKey = imported
    }
    return this.#cryptoKey
  }

  private async check(
    token: string,
    subdomain: string,
  ): Promise<{ claims: AccessClaims; expired: boolean } | undefined> {
    const key = `${subdomain} ${token}`
    const currentDate = this.now()
    const known = this.#verified.get(key)
    if (known) {
      // jose's own time checks (no clock tolerance): not before iat/nbf, before exp, at most the maximum age.
      const now = Math.floor(currentDate.getTime() / 1000)
      if (now >= known.validFrom && now < known.expiresAt && now <= known.maxAgeAt)
        return { claims: known.claims, expired: false }
      // Outside its window: jose says why (expired, or not yet valid).
      this.#verified.delete(key)
    }
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey(), {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: subdomain,
        currentDate,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        maxTokenAge: ACCESS_TOKEN_MAX_AGE_SECONDS,
      })
      const claims = claimsOf(payload)
      if (claims) this.remember(key, claims, payload)
      return claims && { claims, expired: false }
    } catch (error) {
      // jose checks the signature, issuer and audience before expiry: only a genuine token of this site reads as
      // expired. A token older than the maximum age is expired too (its `iat`), and a refresh gives a new one.
      if (!(error instanceof errors.JWTExpired)) return undefined
      const claims = claimsOf(error.payload)
      return claims && { claims, expired: true }
    }
  }

  private remember(key: string, claims: AccessClaims, payload: { iat?: number; nbf?: number; exp?: number }): void {
    // `requiredClaims` made jose check that `iat` and `exp` are there, and numbers.
    const { iat, nbf, exp } = payload as { iat: number; nbf?: number; exp: number }
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!)
    this.#verified.set(key, {
      claims,
      validFrom: Math.max(iat, nbf ?? iat),
      expiresAt: exp,
      maxAgeAt: iat + ACCESS_TOKEN_MAX_AGE_SECONDS,
    })
  }
}

function importHmacKey(bytes: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

function claimsOf(payload: { sub?: unknown; sid?: unknown }): AccessClaims | undefined {
  if (typeof payload.sub !== 'string' || payload.sub === '') return undefined
  return { customerId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null }
}
