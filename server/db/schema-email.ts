import type { Generated } from 'kysely'
import type { Language } from '../../contract/language.js'
import type { CreatedAt } from './schema-columns.js'

/* The tables of e-mail to owners (part of `Database` in schema.ts; migrations 0029, 0032). */

/** An owner's e-mail address and choices (`OwnerEmailSettings` of contract/email.ts). */
export interface OwnerEmailSettingsTable {
  ownerId: string
  siteId: string
  address: string | null
  newOrders: Generated<boolean>
  dailyDigest: Generated<boolean>
  /** The language the owner's e-mails are written in (0032). Null: not known (the site's default language). */
  language: Language | null
}

/** An event e-mailed to an owner: sent once, whichever process or retry delivers the event. */
export interface EmailSendsTable {
  eventId: string
  ownerId: string
  sentAt: CreatedAt
}

/** A site's daily digest of one local day (`YYYY-MM-DD`), taken by the process that sends it. */
export interface EmailDigestsTable {
  siteId: string
  day: string
  sentAt: CreatedAt
}
