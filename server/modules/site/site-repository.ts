import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { SitesTable } from '../../db/schema.js'
import { normaliseHost, type HostTarget } from './host.js'
import type { SiteDomainTables } from './site-domains.js'

export type Site = Selectable<SitesTable>

/** Sites by subdomain or verified custom domain (`site_domains`). */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  byId(id: string): Promise<Site | undefined> {
    return this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst()
  }

  bySubdomain(subdomain: string): Promise<Site | undefined> {
    return this.db.selectFrom('sites').selectAll().where('subdomain', '=', subdomain.toLowerCase()).executeTakeFirst()
  }

  /** The site whose custom domain is `domain` (as a Host header names it), once verified. */
  byCustomDomain(domain: string): Promise<Site | undefined> {
    return this.db
      .withTables<SiteDomainTables>()
      .selectFrom('sites')
      .innerJoin('siteDomains', 'siteDomains.siteId', 'sites.id')
      .selectAll('sites')
      .where('siteDomains.host', '=', normaliseHost(domain))
      .where('siteDomains.verifiedAt', 'is not', null)
      .executeTakeFirst()
  }

  byTarget(target: HostTarget | null): Promise<Site | undefined> {
    if (target === null) return Promise.resolve(undefined)
    return 'subdomain' in target ? this.bySubdomain(target.subdomain) : this.byCustomDomain(target.customDomain)
  }
}
