import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Json } from './schema-columns.js'

/* The tables of webhooks (0027-webhooks.ts; part of `Database` in schema.ts). */

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** An endpoint of a site: its URL, the event names it gets, its sealed signing secret. */
export interface WebhookEndpointsTable {
  id: Generated<string>
  siteId: string
  url: string
  events: Json<string[]>
  /** The signing secret, sealed with the installation's key (`SecretBox`, context `webhook:<site>:<endpoint>`). */
  secret: string
  enabled: ColumnType<boolean, boolean | undefined, boolean>
  disabledReason: ColumnType<
    'failing' | 'owner' | null,
    'failing' | 'owner' | null | undefined,
    'failing' | 'owner' | null
  >
  failingSince: NullableTimestamp
  createdAt: CreatedAt
}

/** One event for one endpoint: its JSON body as sent, and how sending it went. */
export interface WebhookDeliveriesTable {
  id: Generated<string>
  seq: Generated<string>
  endpointId: string
  siteId: string
  eventId: string
  eventType: string
  body: string
  status: ColumnType<'pending' | 'delivered' | 'failed', 'pending' | undefined, 'pending' | 'delivered' | 'failed'>
  attempts: ColumnType<number, number | undefined, number>
  createdAt: CreatedAt
  nextAttemptAt: Timestamp
  leaseUntil: Timestamp
  lastAttemptAt: NullableTimestamp
  responseCode: ColumnType<number | null, number | null | undefined, number | null>
  error: ColumnType<string | null, string | null | undefined, string | null>
}
