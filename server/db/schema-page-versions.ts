import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, Json } from './schema-columns.js'

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
}
