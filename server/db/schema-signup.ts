import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt } from './schema-columns.js'

/* The tables of sign-up and hand-over (part of `Database` in schema.ts; migration 0023-sign-up). */

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A site made at the front door: the per-phone and per-IP sign-up limits count these. */
export interface SignupsTable {
  id: Generated<string>
  countryCode: string
  phoneNumber: string
  ip: string
  siteId: string | null
  createdAt: CreatedAt
}

/** An invite code (`npm run admin -- invite create`), stored as its sha256; it makes one site. */
export interface SignupInvitesTable {
  id: Generated<string>
  codeHash: string
  note: string | null
  createdAt: CreatedAt
  usedAt: NullableTimestamp
  siteId: string | null
}

/** A deleted site's subdomain, refused to sign-ups until `heldUntil`. */
export interface HeldSubdomainsTable {
  subdomain: string
  heldUntil: Timestamp
}

/** A one-time link into a site's `/owner`: the sha256 of its token, its site and owner, spent once. */
export interface HandoverTokensTable {
  id: Generated<string>
  tokenHash: string
  siteId: string
  ownerId: string
  createdAt: Timestamp
  expiresAt: Timestamp
  usedAt: NullableTimestamp
}
