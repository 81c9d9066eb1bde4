import type { ColumnType, Generated } from 'kysely'
import type { Language } from '../../contract/language.js'
import type { CreatedAt, Json } from './schema-columns.js'

/* The tables of web push (part of `Database` in schema.ts; migrations 0026, 0032). */

/** A device that receives pushes: an owner's or a customer's (exactly one of the two), unique per site and endpoint. */
export interface PushSubscriptionsTable {
  id: Generated<string>
  siteId: string
  ownerId: string | null
  customerId: string | null
  endpoint: string
  p256dh: string
  auth: string
  /** An owner device's language, its pushes are written in it (0032). Null: a customer's device, or not known. */
  language: Language | null
  createdAt: CreatedAt
}

/** An owner's notification choices (`OwnerPushSettings` of contract/push.ts). */
export interface OwnerPushSettingsTable {
  ownerId: string
  kinds: Json<string[]>
  quietHours: Json<{ from: string; to: string } | null>
}

/** An event pushed to a device: pushed once, whichever process or retry delivers the event. */
export interface PushSendsTable {
  subscriptionId: string
  eventId: string
  sentAt: CreatedAt
}

/** When a device last buzzed for a tag (a conversation, an order). */
export interface PushBuzzesTable {
  subscriptionId: string
  tag: string
  buzzedAt: ColumnType<Date, Date | string, Date | string>
}
