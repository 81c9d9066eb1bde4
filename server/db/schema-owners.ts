import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt } from './schema-columns.js'

/* The tables of owner sign-in (part of `Database` in schema.ts). */

/** A timestamp the server writes from its own clock (so tests can move time). */
type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/**
 * A person who may sign in at `/owner` for one site: their phone in the
 * customers' canonical form (country calling code + national number, which
 * together are its E.164 number), unique per site.
 */
export interface SiteOwnersTable {
  id: Generated<string>
  siteId: string
  countryCode: string
  phoneNumber: string
  name: string | null
  createdAt: CreatedAt
}

/** A signed-in owner (the `vitrine_owner` cookie): only the sha256 of the cookie's random token is stored. */
export interface OwnerSessionsTable {
  id: Generated<string>
  siteId: string
  ownerId: string
  tokenHash: string
  createdAt: Timestamp
  /** Sign-in + OWNER_SESSION_LIFETIME_MS, whatever happens. */
  expiresAt: Timestamp
  /** Set by logout (or by hand, to end a session at once). */
  revokedAt: NullableTimestamp
  /** Last authenticated call, kept to the minute. */
  lastUsedAt: NullableTimestamp
}
