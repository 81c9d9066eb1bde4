import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { SESSION_LIFETIME_MS } from '../../../contract/auth.js'
import type { Db } from '../../db/database.js'
import type { Site } from '../site/index.js'
import type { AccessTokens } from './access-token.js'
import { AuthError } from './auth-error.js'
import { CustomerRepository, type Customer } from './customer-repository.js'
import { RefreshTokenRepository } from './refresh-token-repository.js'

/** A signed-in session as the client holds it: a bearer token, and the refresh cookie's value. */
export interface SessionTokens {
  accessToken: string
  refreshToken: string
}

/**
 * Sessions: a sign-in starts a family of refresh tokens (10 days); each
 * refresh rotates the token and mints a new access token. Presenting a token
 * that was already rotated means it was copied: the whole family is revoked.
 *
 * @example
 * const { accessToken, refreshToken } = await sessions.start(customer, site)
 * const next = await sessions.refresh(refreshToken)
 */
export class SessionService {
  private readonly refreshTokens: RefreshTokenRepository
  private readonly customers: CustomerRepository

  constructor(
    private readonly deps: {
      db: Db
      tokens: AccessTokens
      now: () => Date
      onSessionEnded?: (sessionId: string) => void
    },
  ) {
    this.refreshTokens = new RefreshTokenRepository(deps.db)
    this.customers = new CustomerRepository(deps.db)
  }

  async start(customer: Customer, site: Site): Promise<SessionTokens> {
    const now = this.deps.now()
    const familyId = randomUUID()
    const refreshToken = newRefreshToken()
    await this.refreshTokens.insert({
      id: randomUUID(),
      siteId: site.id,
      customerId: customer.id,
      tokenHash: digest(refreshToken),
      familyId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      createdAt: now,
    })
    const accessToken = await this.deps.tokens.sign({
      customerId: customer.id,
      subdomain: site.subdomain,
      sessionId: familyId,
    })
    return { accessToken, refreshToken }
  }

  /** Rotates a refresh token: 401 NO_TOKEN without one, TOKEN_INVALID for an unknown, expired or revoked one. */
  async refresh(presented: string | undefined): Promise<SessionTokens> {
    if (!presented) throw new AuthError('NO_TOKEN')
    const now = this.deps.now()
    const row = await this.refreshTokens.byHash(digest(presented))
    if (!row) throw new AuthError('TOKEN_INVALID')
    const scope = { siteId: row.siteId, customerId: row.customerId }
    if (row.revokedAt) {
      // A rotated token presented again: stolen. The whole sign-in ends, its sockets with it.
      if (row.replacedBy) await this.endFamily(row.familyId, scope, now)
      throw new AuthError('TOKEN_INVALID')
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw new AuthError('TOKEN_INVALID')
    const customer = await this.customers.byId(row.siteId, row.customerId)
    if (!customer) throw new AuthError('CUSTOMER_NOT_FOUND')
    if (customer.status === 'inactive') {
      await this.endFamily(row.familyId, scope, now)
      throw new AuthError('ACCOUNT_INACTIVE')
    }
    const refreshToken = newRefreshToken()
    const next = {
      id: randomUUID(),
      tokenHash: digest(refreshToken),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    }
    if (!(await this.refreshTokens.rotate(row, next, now))) {
      // Someone rotated it between our read and our write: the same reuse as above.
      await this.endFamily(row.familyId, scope, now)
      throw new AuthError('TOKEN_INVALID')
    }
    const accessToken = await this.deps.tokens.sign({
      customerId: customer.id,
      subdomain: row.subdomain,
      sessionId: row.familyId,
    })
    return { accessToken, refreshToken }
  }

  /**
   * Logout: revokes the presented refresh token and, when known, its whole
   * sign-in. Never fails for a missing session. Returns the sign-ins ended
   * (their access tokens and sockets end with them).
   */
  async end(
    presented: string | undefined,
    fromAccessToken?: { sessionId: string; siteId: string; customerId: string },
  ): Promise<string[]> {
    const now = this.deps.now()
    const ended = new Set<string>()
    if (presented) {
      const row = await this.refreshTokens.byHash(digest(presented))
      if (row) {
        await this.refreshTokens.revokeFamily(row.familyId, { siteId: row.siteId, customerId: row.customerId }, now)
        ended.add(row.familyId)
      }
    }
    if (fromAccessToken) {
      const { sessionId, ...scope } = fromAccessToken
      await this.refreshTokens.revokeFamily(sessionId, scope, now)
      ended.add(sessionId)
    }
    return [...ended]
  }

  private async endFamily(familyId: string, scope: { siteId: string; customerId: string }, now: Date): Promise<void> {
    await this.refreshTokens.revokeFamily(familyId, scope, now)
    this.deps.onSessionEnded?.(familyId)
  }
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Refresh tokens are 256 random bits: a plain sha256 is enough to make the stored digest useless to a thief. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
