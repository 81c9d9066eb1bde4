import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.js'
import type { SitesTable } from '../../db/schema.js'
import type { HostTarget } from './host.js'

export type Site = Selectable<SitesTable>

/** Sites by subdomain or custom domain. */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  bySubdomain(subdomain: string): Promise<Site | undefined> {
    return this.db.selectFrom('sites').selectAll().where('subdomain', '=', subdomain.toLowerCase()).executeTakeFirst()
  }

  byCustomDomain(domain: string): Promise<Site | undefined> {
    return this.db.selectFrom('sites').selectAll().where('customDomain', '=', domain.toLowerCase()).executeTakeFirst()
  }

  byTarget(target: HostTarget | null): Promise<Site | undefined> {
    if (target === null) return Promise.resolve(undefined)
    return 'subdomain' in target ? this.bySubdomain(target.subdomain) : this.byCustomDomain(target.customDomain)
  }
}
