import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Json, JsonWithDefault, UpdatedAt } from './schema-columns.js'

/* The table of published page versions (part of `Database` in schema.ts). */

/**
 * One published state of a site route: its sections and the site's palette
 * as they were published. Every publish adds one (in the transaction that
 * writes the page); the newest is the live page. `seq` orders them (a
 * publish holds the page row's lock, so a route's versions get rising
 * numbers in the order they became live).
 */
export interface PageVersionsTable {
  id: Generated<string>
  seq: ColumnType<string, never, never>
  siteId: string
  route: string
  sections: Json<unknown[]>
  colorPalette: Json<Record<string, string>>
  publishedAt: CreatedAt
  /** What this version changed from the one before (`PageChange[]`, contract/owner-page.ts). */
  changes: JsonWithDefault<unknown[]>
  /** Who published it: the owner's name or phone; '' for an owner key. */
  publishedBy: ColumnType<string, string | undefined, string>
}

/**
 * The owner's draft of a site route: the sections the editor changes, read
 * back by the owner and the preview, never by visitors. 'Publish' writes it
 * live and deletes it.
 */
export interface PageDraftsTable {
  siteId: string
  route: string
  sections: Json<unknown[]>
  /** The palette a restored version brings back with the publish; null keeps the site's. */
  colorPalette: ColumnType<Record<string, string> | null, string | null | undefined, string | null>
  updatedAt: UpdatedAt
}
