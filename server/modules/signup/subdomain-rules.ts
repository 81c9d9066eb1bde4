import { SUBDOMAIN_PATTERN, type SubdomainStatus } from '../../../contract/signup.js'
import type { Db } from '../../db/database.js'

/**
 * Words no sign-up may take as a subdomain: the platform's own hosts and
 * paths, names that would pass for it (mail, support, billing...), and the
 * names mail clients and browsers probe on their own (autodiscover,
 * autoconfig, mta-sts, wpad): a site there would answer those probes.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'admin',
  'api',
  'owner',
  'owners',
  'start',
  'static',
  'assets',
  'app',
  'apps',
  'auth',
  'login',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'dashboard',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'media',
  'uploads',
  'files',
  'img',
  'images',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'billing',
  'pay',
  'payments',
  'checkout',
  'secure',
  'security',
  'root',
  'system',
  'platform',
  'vitrine',
  'localhost',
  'staging',
  'dev',
  'socket',
  'ws',
  'autodiscover',
  'autoconfig',
  'mta-sts',
  'wpad',
  'webmail',
  'embed',
  'sandbox',
])

/** A deleted site's subdomain is held this long before anyone may take it again (30 days). */
export const SUBDOMAIN_HOLD_MS = 30 * 24 * 60 * 60_000

/**
 * Whether a subdomain's shape and word may be taken, before the database is asked: `invalid` unless 3–30 of a–z, 0–9
 * and hyphens (no hyphen first, last or doubled); `reserved` for the platform's words.
 *
 * @example
 * subdomainShape('kesar-kitchen') // 'available'
 * subdomainShape('admin')         // 'reserved'
 * subdomainShape('a')             // 'invalid'
 */
export function subdomainShape(subdomain: string): Extract<SubdomainStatus, 'available' | 'invalid' | 'reserved'> {
  if (!SUBDOMAIN_PATTERN.test(subdomain) || subdomain.includes('--')) return 'invalid'
  return RESERVED_SUBDOMAINS.has(subdomain) ? 'reserved' : 'available'
}

/**
 * Whether a subdomain may be taken now: its shape, then whether a site has it (`taken`) or a deleted site's hold
 * keeps it (`held`).
 */
export async function subdomainStatus(db: Db, subdomain: string, now: Date): Promise<SubdomainStatus> {
  const shape = subdomainShape(subdomain)
  if (shape !== 'available') return shape
  const site = await db.selectFrom('sites').select('id').where('subdomain', '=', subdomain).executeTakeFirst()
  if (site) return 'taken'
  const hold = await db
    .selectFrom('heldSubdomains')
    .select('heldUntil')
    .where('subdomain', '=', subdomain)
    .where('heldUntil', '>', now)
    .executeTakeFirst()
  return hold ? 'held' : 'available'
}

/**
 * A subdomain made from a business name: lower case, Latin letters and digits, words joined by hyphens, cut to 30.
 * Names with no Latin letters give 'site'.
 *
 * @example
 * subdomainFromName('Kesar Kitchen & Co.') // 'kesar-kitchen-co'
 */
export function subdomainFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let joined = ''
  for (const word of words) {
    const next = joined === '' ? word : `${joined}-${word}`
    if (next.length > 30) break
    joined = next
  }
  if (joined === '' && words[0]) joined = words[0].slice(0, 30)
  return joined.length >= 3 ? joined : joined === '' ? 'site' : `${joined}-site`
}

/**
 * The first free subdomain among the name's, the name with the city, then the name with 2, 3, ...
 *
 * @example
 * await suggestSubdomain(db, 'Kesar Kitchen', 'Jaipur', now) // 'kesar-kitchen', or 'kesar-kitchen-jaipur' when taken
 */
export async function suggestSubdomain(db: Db, name: string, city: string | undefined, now: Date): Promise<string> {
  const base = subdomainFromName(name)
  const candidates = [base]
  if (city) candidates.push(subdomainFromName(`${base} ${city}`))
  for (let n = 2; n <= 20; n++) candidates.push(`${base.slice(0, 27).replace(/-$/, '')}-${n}`)
  for (const candidate of candidates) {
    if ((await subdomainStatus(db, candidate, now)) === 'available') return candidate
  }
  return `${base.slice(0, 23).replace(/-$/, '')}-${Date.now().toString(36).slice(-6)}`
}
