import { LRUCache } from 'lru-cache'

/** What the process keeps of the sites' sitemaps and feeds together: a 5,000-item site's feed is about 8 MB. */
const CACHE_BYTES = 64 * 1024 * 1024

/**
 * The sitemaps and product feeds this process wrote, per site and file, each kept with the stamp of what it was
 * written from (the catalogue's `changeStamp`, the home page's publish, the origin, the business's name). A stamp
 * costs one small query; a file whose stamp still matches is sent again as it is, so crawlers and shopping
 * surfaces that fetch a large catalogue's feed often do not make the server write it each time. Any change to what
 * a file shows changes its stamp, in every process alike (the stamp is read from the database), so nothing needs
 * telling.
 *
 * @example
 * const xml = await cache.file(`${site.id}|feed`, stamp, () => write())
 */
export class StorefrontFileCache {
  readonly #entries = new LRUCache<string, { stamp: string; body: Buffer }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  })

  async file(key: string, stamp: string, write: () => Promise<string>): Promise<Buffer> {
    const kept = this.#entries.get(key)
    if (kept?.stamp === stamp) return kept.body
    // Kept as the bytes sent: a file sent again is not encoded again.
    const body = Buffer.from(await write())
    this.#entries.set(key, { stamp, body })
    return body
  }
}
