import type { Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './schema-columns.js'

/* The delivery of one-time codes (part of `Database` in schema.ts; migration 0047). */

/** The state of one send of a code: accepted by the provider, sent on, delivered to the phone, or failed. */
export type OtpDeliveryStatus = 'accepted' | 'sent' | 'delivered' | 'failed'

/** One send of a code to a provider; the provider's status callbacks update it by `messageId`. */
export interface OtpDeliveriesTable {
  id: Generated<string>
  challengeId: string
  /** `whatsapp`, `msg91`, `twilio`, `http`, `log`. */
  provider: string
  channel: 'whatsapp' | 'sms' | null
  messageId: string | null
  status: OtpDeliveryStatus
  /** The provider's reason of a failure. */
  error: string | null
  createdAt: CreatedAt
  updatedAt: UpdatedAt
}
