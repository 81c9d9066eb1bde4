import { LRUCache } from 'lru-cache'

/**
 * How long a site found with no owner device is taken to have none: a device subscribed in this process is known at
 * once (`forget`); one subscribed in another process hears its site's pushes within this time.
 */
export const DEVICELESS_TTL_MS = 5000

/**
 * The sites found with no owner device: most sites have none, and their every customer message would otherwise read
 * the devices table to find it empty again.
 */
export class DevicelessSites {
  private readonly sites = new LRUCache<string, true>({ max: 1000, ttl: DEVICELESS_TTL_MS })

  has(siteId: string): boolean {
    return this.sites.get(siteId) === true
  }

  remember(siteId: string): void {
    this.sites.set(siteId, true)
  }

  /** A device of the site's owners was just subscribed. */
  forget(siteId: string): void {
    this.sites.delete(siteId)
  }
}
