import { sql, type Kysely } from 'kysely'
import type { Language } from '../../../contract/language.js'
import { OWNER_PUSH_KINDS, type OwnerPushSettings, type PushSubscriptionBody } from '../../../contract/push.js'
import type { Database } from '../../db/schema.js'
import { json } from '../../db/schema-columns.js'
import { claimRow } from '../../db/claim.js'

/** A device to push to. */
export interface PushDevice {
  id: string
  ownerId: string | null
  customerId: string | null
  endpoint: string
  p256dh: string
  auth: string
  /** An owner device's language (the owner app's when it subscribed); null: a customer's device, or not known. */
  language: Language | null
}

/** Who a subscription belongs to: an owner of the site, or a customer of it. */
export type PushHolder = { ownerId: string } | { customerId: string }

/** Every kind, no quiet hours: an owner who never chose. */
export const DEFAULT_OWNER_PUSH_SETTINGS: OwnerPushSettings = { kinds: [...OWNER_PUSH_KINDS], quietHours: null }

/** How long a device buzzes at most once per tag. */
export const BUZZ_EVERY_MS = 60_000
/** How long an event's sends are remembered (longer than the outbox retries an event). */
const SENDS_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * The web push tables (migrations 0026, 0032): devices per site and owner or
 * customer, owners' choices, and the bookkeeping that makes a push go out
 * once per event and device, and buzz once a minute per tag. Every query
 * names the site.
 */
export class PushRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Keeps a device for the holder: one row per site and endpoint, so a
   * browser that subscribes again (or a device another account of the site
   * used before) is taken over, never doubled. `language`: the language
   * its pushes are written in (an owner's device; null for a customer's,
   * whose pushes follow the customer's stored language).
   */
  async save(
    siteId: string,
    holder: PushHolder,
    body: PushSubscriptionBody,
    language: Language | null = null,
  ): Promise<void> {
    const owner = 'ownerId' in holder ? holder.ownerId : null
    const customer = 'customerId' in holder ? holder.customerId : null
    const values = { ownerId: owner, customerId: customer, p256dh: body.keys.p256dh, auth: body.keys.auth, language }
    await this.db
      .insertInto('pushSubscriptions')
      .values({ siteId, endpoint: body.endpoint, ...values })
      .onConflict((oc) => oc.columns(['siteId', 'endpoint']).doUpdateSet(values))
      .execute()
  }

  /** Forgets the holder's device at `endpoint` (logout, or the owner switched notifications off). */
  async remove(siteId: string, holder: PushHolder, endpoint: string): Promise<void> {
    let query = this.db.deleteFrom('pushSubscriptions').where('siteId', '=', siteId).where('endpoint', '=', endpoint)
    query =
      'ownerId' in holder
        ? query.where('ownerId', '=', holder.ownerId)
        : query.where('customerId', '=', holder.customerId)
    await query.execute()
  }

  /** Forgets a device the push service no longer knows (404/410). */
  async removeDevice(id: string): Promise<void> {
    await this.db.deleteFrom('pushSubscriptions').where('id', '=', id).execute()
  }

  /** The site's owners' devices, each with its language and its owner's choices. */
  async ownerDevices(siteId: string): Promise<(PushDevice & { settings: OwnerPushSettings })[]> {
    const rows = await this.db
      .selectFrom('pushSubscriptions as s')
      .leftJoin('ownerPushSettings as o', 'o.ownerId', 's.ownerId')
      .select(['s.id', 's.ownerId', 's.customerId', 's.endpoint', 's.p256dh', 's.auth', 's.language'])
      .select(['o.kinds', 'o.quietHours'])
      .where('s.siteId', '=', siteId)
      .where('s.ownerId', 'is not', null)
      .execute()
    return rows.map(({ kinds, quietHours, ...device }) => ({
      ...device,
      settings: kinds === null ? DEFAULT_OWNER_PUSH_SETTINGS : ({ kinds, quietHours } as OwnerPushSettings),
    }))
  }

  /** A customer's devices on the site. */
  customerDevices(siteId: string, customerId: string): Promise<PushDevice[]> {
    return this.db
      .selectFrom('pushSubscriptions')
      .select(['id', 'ownerId', 'customerId', 'endpoint', 'p256dh', 'auth', 'language'])
      .where('siteId', '=', siteId)
      .where('customerId', '=', customerId)
      .execute()
  }

  async ownerSettings(ownerId: string): Promise<OwnerPushSettings> {
    const row = await this.db
      .selectFrom('ownerPushSettings')
      .select(['kinds', 'quietHours'])
      .where('ownerId', '=', ownerId)
      .executeTakeFirst()
    return row ? ({ kinds: row.kinds, quietHours: row.quietHours } as OwnerPushSettings) : DEFAULT_OWNER_PUSH_SETTINGS
  }

  async saveOwnerSettings(ownerId: string, settings: OwnerPushSettings): Promise<void> {
    const values = { kinds: json(settings.kinds), quietHours: json(settings.quietHours) }
    await this.db
      .insertInto('ownerPushSettings')
      .values({ ownerId, ...values })
      .onConflict((oc) => oc.column('ownerId').doUpdateSet(values))
      .execute()
  }

  /**
   * Takes the send of `eventId` to the device: true for the one caller that
   * should push it (whichever process, whichever delivery of the event).
   */
  async claimSend(subscriptionId: string, eventId: string): Promise<boolean> {
    return claimRow(this.db, 'pushSends', { subscriptionId, eventId }, ['subscriptionId', 'eventId'])
  }

  /** Gives a claimed send back (the push failed): the event's next delivery pushes it. */
  async releaseSend(subscriptionId: string, eventId: string): Promise<void> {
    await this.db
      .deleteFrom('pushSends')
      .where('subscriptionId', '=', subscriptionId)
      .where('eventId', '=', eventId)
      .execute()
  }

  /** True when the device may buzz for `tag` now (it did not in the last minute); records the buzz. */
  async buzz(subscriptionId: string, tag: string, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - BUZZ_EVERY_MS)
    const row = await this.db
      .insertInto('pushBuzzes')
      .values({ subscriptionId, tag, buzzedAt: now })
      .onConflict((oc) =>
        oc.columns(['subscriptionId', 'tag']).doUpdateSet({ buzzedAt: now }).where('pushBuzzes.buzzedAt', '<=', since),
      )
      .returning('tag')
      .executeTakeFirst()
    return row !== undefined
  }

  /** Deletes the sends and buzzes nobody needs any more. */
  async sweep(now: Date): Promise<void> {
    await this.db
      .deleteFrom('pushSends')
      .where('sentAt', '<', new Date(now.getTime() - SENDS_KEPT_MS))
      .execute()
    await this.db
      .deleteFrom('pushBuzzes')
      .where('buzzedAt', '<', sql<Date>`${new Date(now.getTime() - BUZZ_EVERY_MS)}`)
      .execute()
  }
}
