import { LRUCache } from 'lru-cache'

/** How long a site found with none is taken to have none, unless this process learns otherwise (`forget`). */
export const EMPTY_SITE_TTL_MS = 5000

/**
 * The sites found with none of something that every customer message would otherwise look for again (an owner's
 * push device, a webhook endpoint): most sites have none. What this process adds, it `forget`s; a `remember` whose
 * look-up began before a `forget` of its site is not kept, so a look-up racing an addition cannot hide it.
 *
 * @example
 * const since = empty.lookUp()
 * if (!empty.has(siteId) && (await devicesOf(siteId)).length === 0) empty.remember(siteId, since)
 */
export class EmptySites {
  private readonly sites = new LRUCache<string, true>({ max: 1000, ttl: EMPTY_SITE_TTL_MS })
  private readonly forgotten = new Map<string, number>()
  private clock = 0

  has(siteId: string): boolean {
    return this.sites.get(siteId) === true
  }

  /** Call before the look-up whose answer `remember` may keep. */
  lookUp(): number {
    return this.clock
  }

  remember(siteId: string, since: number): void {
    if ((this.forgotten.get(siteId) ?? -1) < since) this.sites.set(siteId, true)
  }

  /** The site just got one (a device subscribed, an endpoint saved). */
  forget(siteId: string): void {
    this.sites.delete(siteId)
    this.forgotten.delete(siteId)
    this.forgotten.set(siteId, this.clock++)
    // Only the latest few matter: an older look-up than those has long answered.
    if (this.forgotten.size > 1000) this.forgotten.delete(this.forgotten.keys().next().value!)
  }
}
