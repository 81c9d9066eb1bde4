import { createHash, randomBytes } from 'node:crypto'
import { OWNER_SESSION_LIFETIME_MS } from '../../../contract/owner-auth.js'
import type { Db } from '../../db/database.js'
import type { RequestOwner } from '../../identity/owner.js'
import { AuthError } from '../auth/index.js'
import type { Site } from '../site/index.js'
import type { SiteOwner } from './site-owners.js'

/** `lastUsedAt` is written at most this often per session (not on every call). */
const LAST_USED_RESOLUTION_MS = 60_000
/**
 * What a cookie token looks like: 32 random bytes, base64url. Anything else is refused before the database is asked.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** A new sign-in: the cookie's token (shown once, stored only as its sha256) and the owner it signs in. */
export interface StartedOwnerSession {
  token: string
  owner: RequestOwner
}

/**
 * Owner sessions (`owner_sessions`): a sign-in makes a random 256-bit
 * token for the httpOnly cookie and keeps only its sha256. A session belongs
 * to one site and ends OWNER_SESSION_LIFETIME_MS after sign-in, at logout,
 * when its row is revoked or deleted, or when its owner is removed: every
 * call asks the database, so an ended session is refused at once on every
 * process.
 *
 * @example
 * const { token } = await sessions.start(owner, site)
 * const owner = await sessions.authenticate(token, site) // 401 TOKEN_EXPIRED / TOKEN_INVALID otherwise
 */
export class OwnerSessions {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async start(owner: SiteOwner, site: Site): Promise<StartedOwnerSession> {
    if (owner.siteId !== site.id) throw new Error('OwnerSessions.start: the owner is not an owner of this site')
    const now = this.deps.now()
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(now.getTime() + OWNER_SESSION_LIFETIME_MS)
    const { id } = await this.deps.db
      .insertInto('ownerSessions')
      .values({
        siteId: site.id,
        ownerId: owner.id,
        tokenHash: digest(token),
        createdAt: now,
        expiresAt,
        lastUsedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      token,
      owner: {
        id: owner.id,
        sessionId: id,
        siteId: site.id,
        countryCode: owner.countryCode,
        phoneNumber: owner.phoneNumber,
        name: owner.name,
        expiresAt,
      },
    }
  }

  /**
   * The owner a cookie token signs in on this site: 401 NO_TOKEN without a
   * token; TOKEN_INVALID for an unknown or revoked one, or one of another
   * site (an owner of one site never acts on another); TOKEN_EXPIRED past
   * its end.
   */
  async authenticate(token: string | undefined, site: Site): Promise<RequestOwner> {
    if (!token) throw new AuthError('NO_TOKEN')
    if (!TOKEN_SHAPE.test(token)) throw new AuthError('TOKEN_INVALID')
    const row = await this.deps.db
      .selectFrom('ownerSessions')
      .innerJoin('siteOwners', (join) =>
        join
          .onRef('siteOwners.id', '=', 'ownerSessions.ownerId')
          .onRef('siteOwners.siteId', '=', 'ownerSessions.siteId'),
      )
      .select([
        'ownerSessions.id as sessionId',
        'ownerSessions.siteId',
        'ownerSessions.expiresAt',
        'ownerSessions.revokedAt',
        'ownerSessions.lastUsedAt',
        'siteOwners.id',
        'siteOwners.countryCode',
        'siteOwners.phoneNumber',
        'siteOwners.name',
      ])
      .where('ownerSessions.tokenHash', '=', digest(token))
      .executeTakeFirst()
    if (!row || row.siteId !== site.id || row.revokedAt !== null) throw new AuthError('TOKEN_INVALID')
    const now = this.deps.now()
    if (row.expiresAt.getTime() <= now.getTime()) throw new AuthError('TOKEN_EXPIRED')
    if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.deps.db.updateTable('ownerSessions').set({ lastUsedAt: now }).where('id', '=', row.sessionId).execute()
    }
    const { sessionId, siteId, expiresAt, id, countryCode, phoneNumber, name } = row
    return { id, sessionId, siteId, countryCode, phoneNumber, name, expiresAt }
  }

  /**
   * Ends the session of a cookie token (logout), whichever site it is of:
   * holding the token is what may end it.
   *
   * @returns the ended session's id, or null for a token that names none
   */
  async end(token: string | undefined): Promise<string | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null
    const row = await this.deps.db
      .updateTable('ownerSessions')
      .set({ revokedAt: this.deps.now() })
      .where('tokenHash', '=', digest(token))
      .where('revokedAt', 'is', null)
      .returning('id')
      .executeTakeFirst()
    return row?.id ?? null
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
