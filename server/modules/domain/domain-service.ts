import type { CustomDomain, CustomDomainResponse } from '../../../contract/custom-domain.js'
import { tidyHostname } from '../../../contract/custom-domain.js'
import type { Db } from '../../db/database.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { normaliseHost, type Site, type SiteDomainTables } from '../site/index.js'
import type { CnameResolver } from './cname-resolver.js'

export interface DomainServiceDeps {
  db: Db
  resolver: CnameResolver
  /** `SITE_DOMAIN`: the platform's own host, the CNAME's target. */
  siteDomain: string
  /** Drops the cached sites on every process (host resolution reads the verified domains). */
  invalidate: (siteId: string) => void
  now?: () => Date
}

type DomainRow = SiteDomainTables['siteDomains'] & { found: string[]; createdAt: Date }

/**
 * A site's custom domain: the owner sets one (pending), adds a CNAME record
 * at their registrar pointing at the platform host (`SITE_DOMAIN`), and the
 * check verifies it; a verified domain serves the site. One domain per
 * site, one site per domain (unique on the host a request names).
 */
export class DomainService {
  constructor(private readonly deps: DomainServiceDeps) {}

  private get table() {
    return this.deps.db.withTables<SiteDomainTables>()
  }

  async read(site: Site): Promise<CustomDomainResponse> {
    const row = await this.table.selectFrom('siteDomains').selectAll().where('siteId', '=', site.id).executeTakeFirst()
    return { message: 'success', domain: row ? this.view(row as DomainRow) : null }
  }

  /** Sets the site's domain; the same domain again keeps its state, another one starts pending. */
  async set(site: Site, domain: string): Promise<CustomDomainResponse> {
    const host = normaliseHost(domain)
    if (host === this.deps.siteDomain || host.endsWith(`.${this.deps.siteDomain}`)) {
      throw new HttpError(400, serverText('domain.platformDomain'), 'BAD_REQUEST', [
        { path: 'body.domain', message: serverText('domain.platformDomain') },
      ])
    }
    const changed = await this.deps.db
      .transaction()
      .execute(async (tx) => {
        const table = tx.withTables<SiteDomainTables>()
        const taken = await table
          .selectFrom('siteDomains')
          .select('siteId')
          .where('host', '=', host)
          .where('siteId', '<>', site.id)
          .executeTakeFirst()
        if (taken)
          throw new HttpError(409, serverText('domain.taken'), 'DOMAIN_TAKEN', [
            { path: 'body.domain', message: serverText('domain.taken') },
          ])
        const before = await table
          .selectFrom('siteDomains')
          .select('domain')
          .where('siteId', '=', site.id)
          .forUpdate()
          .executeTakeFirst()
        if (before?.domain === domain) return false
        await table.deleteFrom('siteDomains').where('siteId', '=', site.id).execute()
        await table.insertInto('siteDomains').values({ siteId: site.id, domain, host }).execute()
        return true
      })
      .catch((error: unknown) => {
        // Two sites claiming one domain at once: the unique host refuses the second.
        if ((error as { code?: string }).code === '23505') {
          throw new HttpError(409, serverText('domain.taken'), 'DOMAIN_TAKEN', [
            { path: 'body.domain', message: serverText('domain.taken') },
          ])
        }
        throw error
      })
    if (changed) this.deps.invalidate(site.id)
    return this.read(site)
  }

  /**
   * Looks the domain's CNAME up: pointing at the platform host (or at the
   * site's own subdomain, which leads there too) verifies it; anything else
   * leaves it pending, and a verified domain whose record is gone stops
   * serving. A lookup that fails (no answer from DNS) changes nothing: 503.
   */
  async check(site: Site): Promise<CustomDomainResponse> {
    const row = await this.table.selectFrom('siteDomains').selectAll().where('siteId', '=', site.id).executeTakeFirst()
    if (!row) throw new HttpError(404, serverText('domain.notFound'), 'NOT_FOUND')
    let found: string[]
    try {
      found = (await this.deps.resolver.resolveCname(row.domain)).map(tidyHostname)
    } catch {
      throw new HttpError(503, serverText('domain.dnsUnavailable'), 'DNS_UNAVAILABLE')
    }
    const targets = new Set([this.deps.siteDomain, `${site.subdomain}.${this.deps.siteDomain}`])
    const points = found.some((name) => targets.has(name))
    const now = this.deps.now?.() ?? new Date()
    const updated = await this.table
      .updateTable('siteDomains')
      .set({ checkedAt: now, found: JSON.stringify(found), verifiedAt: points ? (row.verifiedAt ?? now) : null })
      .where('siteId', '=', site.id)
      .where('domain', '=', row.domain)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0 && points !== (row.verifiedAt !== null)) this.deps.invalidate(site.id)
    return this.read(site)
  }

  async remove(site: Site): Promise<CustomDomainResponse> {
    const removed = await this.table.deleteFrom('siteDomains').where('siteId', '=', site.id).executeTakeFirst()
    if (Number(removed.numDeletedRows) > 0) this.deps.invalidate(site.id)
    return { message: 'success', domain: null }
  }

  private view(row: DomainRow): CustomDomain {
    return {
      domain: row.domain,
      status: row.verifiedAt ? 'verified' : 'pending',
      record: { type: 'CNAME', name: row.domain, value: this.deps.siteDomain },
      checkedAt: row.checkedAt?.toISOString() ?? null,
      found: row.found,
    }
  }
}

/** The verified custom domain of a site, or null (the share kit's link). */
export async function verifiedDomain(db: Db, siteId: string): Promise<string | null> {
  const row = await db
    .withTables<SiteDomainTables>()
    .selectFrom('siteDomains')
    .select('domain')
    .where('siteId', '=', siteId)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst()
  return row?.domain ?? null
}
