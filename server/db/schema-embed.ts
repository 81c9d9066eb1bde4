import type { Json, UpdatedAt } from './schema-columns.js'

/* The table of the widget on other websites (0030-embed.ts; part of `Database` in schema.ts). */

/** A site's embed settings: the host origins allowed to frame the widget, the sealed identify secret. */
export interface SiteEmbedsTable {
  siteId: string
  allowedOrigins: Json<string[]>
  /** Sealed with the installation's key (`SecretBox`, context `embed:<site>`). */
  identifySecret: string
  updatedAt: UpdatedAt
}
