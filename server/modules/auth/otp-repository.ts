import { sql, type Selectable, type Transaction } from 'kysely'
import type { Database, OtpChallengesTable } from '../../db/schema.js'
import type { OtpRecipient } from '../../providers/otp/index.js'

export type OtpChallenge = Selectable<OtpChallengesTable>
type Trx = Transaction<Database>

// Namespaces of the advisory locks (two-key form), so a phone and an IP never share a lock.
const PHONE_LOCK = 7101
const IP_LOCK = 7102

/** `otp_challenges` queries; every one runs inside the caller's transaction. */
export class OtpRepository {
  /**
   * Serialises code requests for one phone (and one IP) across every process
   * until the transaction ends, so two requests cannot both pass a rate limit.
   * Always phone first, then IP: one order, no deadlock.
   */
  async lock(trx: Trx, siteId: string, to: OtpRecipient, ip: string): Promise<void> {
    const phone = `${siteId}:${to.countryCode}${to.phoneNumber}`
    await sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`.execute(trx)
    await sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`.execute(trx)
  }

  /** Creation times of this phone's latest challenges since `after`, newest first. */
  async phoneHistory(trx: Trx, siteId: string, to: OtpRecipient, after: Date, limit: number): Promise<Date[]> {
    const rows = await this.ofPhone(trx, siteId, to)
      .select('createdAt')
      .where('createdAt', '>', after)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute()
    return rows.map((row) => row.createdAt)
  }

  /** Creation times of this IP's latest challenges (any site, any phone) since `after`, newest first. */
  async ipHistory(trx: Trx, ip: string, after: Date, limit: number): Promise<Date[]> {
    const rows = await trx
      .selectFrom('otpChallenges')
      .select('createdAt')
      .where('ip', '=', ip)
      .where('createdAt', '>', after)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .execute()
    return rows.map((row) => row.createdAt)
  }

  /** Closes every open challenge of the phone (a new code replaces them) and drops rows too old to matter. */
  async closeOpen(trx: Trx, siteId: string, to: OtpRecipient, now: Date, forgetBefore: Date): Promise<void> {
    await trx
      .updateTable('otpChallenges')
      .set({ consumedAt: now })
      .where('siteId', '=', siteId)
      .where('countryCode', '=', to.countryCode)
      .where('phoneNumber', '=', to.phoneNumber)
      .where('consumedAt', 'is', null)
      .execute()
    await trx
      .deleteFrom('otpChallenges')
      .where('siteId', '=', siteId)
      .where('countryCode', '=', to.countryCode)
      .where('phoneNumber', '=', to.phoneNumber)
      .where('createdAt', '<', forgetBefore)
      .execute()
  }

  async insert(
    trx: Trx,
    row: { siteId: string; to: OtpRecipient; codeHash: string; expiresAt: Date; createdAt: Date; ip: string },
  ): Promise<string> {
    const { to, ...rest } = row
    const inserted = await trx
      .insertInto('otpChallenges')
      .values({ ...rest, countryCode: to.countryCode, phoneNumber: to.phoneNumber })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  }

  /** The phone's newest open challenge, locked until the transaction ends (attempts are counted exactly). */
  latestOpen(trx: Trx, siteId: string, to: OtpRecipient): Promise<OtpChallenge | undefined> {
    return this.ofPhone(trx, siteId, to)
      .selectAll()
      .where('consumedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst()
  }

  async countFailure(trx: Trx, id: string): Promise<void> {
    await trx
      .updateTable('otpChallenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute()
  }

  async consume(trx: Trx, id: string, now: Date): Promise<void> {
    await trx.updateTable('otpChallenges').set({ consumedAt: now }).where('id', '=', id).execute()
  }

  /** Consumes the challenge when it is still open; whether it was (two checks of one code cannot both win). */
  async consumeOpen(trx: Trx, id: string, now: Date): Promise<boolean> {
    const result = await trx
      .updateTable('otpChallenges')
      .set({ consumedAt: now })
      .where('id', '=', id)
      .where('consumedAt', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  private ofPhone(trx: Trx, siteId: string, to: OtpRecipient) {
    return trx
      .selectFrom('otpChallenges')
      .where('siteId', '=', siteId)
      .where('countryCode', '=', to.countryCode)
      .where('phoneNumber', '=', to.phoneNumber)
  }
}
