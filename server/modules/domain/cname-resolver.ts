import { promises as dns } from 'node:dns'

/** Looks up the CNAME targets of a host name: `[]` when it has none (or does not exist). */
export interface CnameResolver {
  resolveCname(host: string): Promise<string[]>
}

/** The answers that mean 'no such record' rather than 'could not ask'. */
const NO_RECORD = new Set([dns.NODATA, dns.NOTFOUND, 'ENODATA', 'ENOTFOUND'])

/**
 * The CNAME check through node's resolver (`dns.promises.Resolver`): the
 * system's name servers, or `servers` (`'127.0.0.1:5353'`) when given, as
 * tests hand a local DNS server. A name with no CNAME answers `[]`; a
 * server that cannot be reached rejects (the check answers 503).
 *
 * @example
 * await new SystemCnameResolver().resolveCname('shop.example.com') // ['vitrine.example']
 */
export class SystemCnameResolver implements CnameResolver {
  readonly #resolver = new dns.Resolver({ timeout: 3000, tries: 2 })

  constructor(servers?: readonly string[]) {
    if (servers) this.#resolver.setServers(servers)
  }

  async resolveCname(host: string): Promise<string[]> {
    try {
      return await this.#resolver.resolveCname(host)
    } catch (error) {
      if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? '')) return []
      throw error
    }
  }
}
