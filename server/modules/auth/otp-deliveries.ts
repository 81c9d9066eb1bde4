import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { OtpDeliveryStatus } from '../../db/schema-otp.js'
import type { DeliveryReport, OtpChannel, OtpRecipient, OtpSent } from '../../providers/otp/index.js'

/** The last hour of one provider's sends: how many, how many delivered and failed, and the delivered share. */
export interface ProviderDeliveryStats {
  sent: number
  delivered: number
  failed: number
  /** Delivered of those with a final status (null: none yet). */
  deliveryRate: number | null
}

/**
 * `otp_deliveries`: one row per send of a code to a provider, updated by the provider's status callbacks. The
 * sign-in waits on a WhatsApp row's status before it falls back to SMS, so every process sees the callback that
 * another one received.
 */
export class OtpDeliveries {
  constructor(private readonly db: Db) {}

  async record(challengeId: string, sent: OtpSent, status: OtpDeliveryStatus, error: string | null = null) {
    await this.db
      .insertInto('otpDeliveries')
      .values({ challengeId, provider: sent.provider, channel: sent.channel, messageId: sent.messageId, status, error })
      .execute()
  }

  /**
   * Applies a callback's reports of `provider`; a final status (delivered, failed) is never overwritten by a late
   * `sent`. Resolves how many of them named a send of ours (a callback for an unknown message changes nothing).
   */
  async apply(provider: string, reports: DeliveryReport[]): Promise<number> {
    let known = 0
    for (const report of reports) {
      const status = await this.statusOf(provider, report.messageId)
      if (status === undefined) continue
      known++
      const final = status === 'delivered' || (status === 'failed' && report.status !== 'delivered')
      if (final || (report.status === 'sent' && status !== 'accepted')) continue
      await this.db
        .updateTable('otpDeliveries')
        .set({ status: report.status, error: report.error, updatedAt: new Date() })
        .where('provider', '=', provider)
        .where('messageId', '=', report.messageId)
        .execute()
    }
    return known
  }

  /**
   * The channel that carried the phone's latest code since `since` (its last send), other than `except`'s: how the
   * code before a resend went.
   */
  async lastChannel(siteId: string, to: OtpRecipient, since: Date, except: string): Promise<OtpChannel | undefined> {
    const row = await this.db
      .selectFrom('otpDeliveries as delivery')
      .innerJoin('otpChallenges as challenge', 'challenge.id', 'delivery.challengeId')
      .select('delivery.channel')
      .where('challenge.siteId', '=', siteId)
      .where('challenge.countryCode', '=', to.countryCode)
      .where('challenge.phoneNumber', '=', to.phoneNumber)
      .where('challenge.createdAt', '>', since)
      .where('challenge.id', '!=', except)
      .where('delivery.status', '!=', 'failed')
      .orderBy('delivery.createdAt', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row?.channel ?? undefined
  }

  /** The status of a send, or undefined when no such send was recorded. */
  async statusOf(provider: string, messageId: string): Promise<OtpDeliveryStatus | undefined> {
    const row = await this.db
      .selectFrom('otpDeliveries')
      .select('status')
      .where('provider', '=', provider)
      .where('messageId', '=', messageId)
      .executeTakeFirst()
    return row?.status
  }

  /** Whether `provider` carried a code of the challenge (read in `db`: the caller's transaction, if any). */
  async sentBy(challengeId: string, provider: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('otpDeliveries')
      .select('id')
      .where('challengeId', '=', challengeId)
      .where('provider', '=', provider)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Whether the challenge still waits for its code (not used, not replaced by a newer one). */
  async isOpen(challengeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('otpChallenges')
      .select('id')
      .where('id', '=', challengeId)
      .where('consumedAt', 'is', null)
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * How the code of a challenge of `siteId` stands: its newest send (a late SMS after a failed WhatsApp one is the
   * newer), or null when nothing was sent; undefined when the site has no such challenge.
   */
  async latestOf(
    siteId: string,
    challengeId: string,
  ): Promise<{ channel: OtpChannel | null; status: OtpDeliveryStatus; provider: string } | null | undefined> {
    const challenge = await this.db
      .selectFrom('otpChallenges')
      .select('id')
      .where('id', '=', challengeId)
      .where('siteId', '=', siteId)
      .executeTakeFirst()
    if (!challenge) return undefined
    const row = await this.db
      .selectFrom('otpDeliveries')
      .select(['channel', 'status', 'provider'])
      .where('challengeId', '=', challengeId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row ?? null
  }

  /** Sends of the last hour per provider (the health output). */
  async lastHour(now: Date): Promise<Record<string, ProviderDeliveryStats>> {
    const rows = await this.db
      .selectFrom('otpDeliveries')
      .select(['provider', 'status', sql<string>`count(*)`.as('count')])
      .where('createdAt', '>', new Date(now.getTime() - 60 * 60_000))
      .groupBy(['provider', 'status'])
      .execute()
    const stats: Record<string, ProviderDeliveryStats> = {}
    for (const row of rows) {
      const entry = (stats[row.provider] ??= { sent: 0, delivered: 0, failed: 0, deliveryRate: null })
      const count = Number(row.count)
      entry.sent += count
      if (row.status === 'delivered') entry.delivered += count
      if (row.status === 'failed') entry.failed += count
    }
    for (const entry of Object.values(stats)) {
      const settled = entry.delivered + entry.failed
      entry.deliveryRate = settled === 0 ? null : Math.round((entry.delivered / settled) * 1000) / 1000
    }
    return stats
  }
}
