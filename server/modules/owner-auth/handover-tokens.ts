import { createHash, randomBytes } from 'node:crypto'
import { HANDOVER_LIFETIME_MS } from '../../../contract/owner-team.js'
import type { Db } from '../../db/database.js'
import type { Site } from '../site/index.js'
import type { SiteOwner } from './site-owners.js'

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * One-time hand-over tokens (`handover_tokens`): the way into a site's
 * `/owner` from another host (the front door after sign-up, another site's
 * switcher), since a session cookie is never shared across subdomains. A
 * token is 256 random bits (only its sha256 is kept), bound to one site and
 * one owner of it, works once, and only within `HANDOVER_LIFETIME_MS`.
 *
 * @example
 * const token = await handovers.issue(owner, site)
 * const owner = await handovers.spend(token, site) // undefined the second time, later, or on another site
 */
export class HandoverTokens {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async issue(owner: SiteOwner, site: Site, db: Db = this.deps.db): Promise<string> {
    if (owner.siteId !== site.id) throw new Error('HandoverTokens.issue: the owner is not an owner of this site')
    const now = this.deps.now()
    const token = randomBytes(32).toString('base64url')
    await db
      .insertInto('handoverTokens')
      .values({
        tokenHash: digest(token),
        siteId: site.id,
        ownerId: owner.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + HANDOVER_LIFETIME_MS),
      })
      .execute()
    return token
  }

  /**
   * Spends a token on `site`: the owner it signs in, or undefined for an unknown, spent or expired token, or one of
   * another site (which is left unspent for its own).
   */
  async spend(token: string, site: Site): Promise<SiteOwner | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined
    const now = this.deps.now()
    const spent = await this.deps.db
      .updateTable('handoverTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', digest(token))
      .where('siteId', '=', site.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('ownerId')
      .executeTakeFirst()
    if (!spent) return undefined
    return this.deps.db
      .selectFrom('siteOwners')
      .selectAll()
      .where('id', '=', spent.ownerId)
      .where('siteId', '=', site.id)
      .executeTakeFirst()
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
