import type { ColumnType } from 'kysely'

/**
 * The custom-domain table of migration 0025, as Kysely sees it
 * (`db.withTables<SiteDomainTables>()`): one row per site that has a custom
 * domain. `domain` is the name as typed (the DNS record's name), `host` the
 * name a Host header finds it by (`normaliseHost`: no `www.`), unique across
 * sites. Only a row with `verifiedAt` serves the site (host resolution,
 * the TLS ask).
 */
export type SiteDomainTables = {
  siteDomains: {
    siteId: string
    domain: string
    host: string
    verifiedAt: Date | null
    checkedAt: Date | null
    /** The CNAME targets the last check saw (jsonb). */
    found: ColumnType<string[], string | undefined, string>
    createdAt: ColumnType<Date, Date | string | undefined, never>
  }
}
