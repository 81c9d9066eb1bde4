import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { RefreshTokensTable } from '../../db/schema.js'

export type RefreshTokenRow = Selectable<RefreshTokensTable>
export type RefreshTokenWithSite = RefreshTokenRow & { subdomain: string }

/** `refresh_tokens`: only sha256 digests of the cookie values are stored. */
export class RefreshTokenRepository {
  constructor(private readonly db: Db) {}

  async insert(row: {
    id: string
    siteId: string
    customerId: string
    tokenHash: string
    familyId: string
    expiresAt: Date
    createdAt: Date
  }): Promise<void> {
    await this.db.insertInto('refreshTokens').values(row).execute()
  }

  /** The token with this digest and its site's subdomain (the audience of the access tokens it mints). */
  byHash(tokenHash: string): Promise<RefreshTokenWithSite | undefined> {
    return this.db
      .selectFrom('refreshTokens')
      .innerJoin('sites', 'sites.id', 'refreshTokens.siteId')
      .selectAll('refreshTokens')
      .select('sites.subdomain')
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst()
  }

  /**
   * Replaces a live token by a new one of the same family, atomically: false
   * when it was no longer live (rotated in parallel, or revoked meanwhile).
   */
  async rotate(
    old: RefreshTokenRow,
    next: { id: string; tokenHash: string; expiresAt: Date },
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable('refreshTokens')
        .set({ revokedAt: now, replacedBy: next.id })
        .where('id', '=', old.id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst()
      if (Number(revoked.numUpdatedRows) !== 1) return false
      await trx
        .insertInto('refreshTokens')
        .values({ ...next, siteId: old.siteId, customerId: old.customerId, familyId: old.familyId, createdAt: now })
        .execute()
      return true
    })
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('id', '=', id)
      .where('revokedAt', 'is', null)
      .execute()
  }

  /** Ends a whole sign-in: every token of the family, for this site and customer only. */
  async revokeFamily(familyId: string, scope: { siteId: string; customerId: string }, now: Date): Promise<void> {
    await this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('familyId', '=', familyId)
      .where('siteId', '=', scope.siteId)
      .where('customerId', '=', scope.customerId)
      .where('revokedAt', 'is', null)
      .execute()
  }
}
