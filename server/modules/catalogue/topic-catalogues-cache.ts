import { LRUCache } from 'lru-cache'
import type { Catalogue } from '../../../contract/catalogue.js'

/** Without REDIS_URL only the TTL tells a process of another process's change (the page cache's rule). */
export const TOPIC_CATALOGUES_TTL_MS = 5000
/** With REDIS_URL a change reaches every process at once; the TTL only bounds a message Redis lost. */
export const TOPIC_CATALOGUES_TTL_WITH_REDIS_MS = 60_000

/**
 * The widget's catalogue page answer (a topic's catalogues, each with its
 * category's item count) per site and topic. Counting the items of a
 * catalogue of thousands costs every call; this keeps the answer until the
 * site's catalogue changes (`invalidate`: here, or through Redis in another
 * process) and at most a TTL. A fill that started before an invalidation is
 * not stored, so a count read before a change cannot outlive it.
 *
 * @example
 * const since = cache.generation
 * cache.fill(siteId, topicId, await repository.cataloguesOfTopic(siteId, topicId), since)
 */
export class TopicCataloguesCache {
  readonly #entries: LRUCache<string, { siteId: string; catalogues: Catalogue[] }>
  #generation = 0

  constructor(options: { ttlMs: number; max?: number }) {
    this.#entries = new LRUCache({ max: options.max ?? 10_000, ttl: options.ttlMs })
  }

  /** Read it before loading what `fill` will store. */
  get generation(): number {
    return this.#generation
  }

  get(siteId: string, topicId: string): Catalogue[] | undefined {
    return this.#entries.get(key(siteId, topicId))?.catalogues
  }

  /** Stores the answer unless the cache was invalidated since `generation` was read. */
  fill(siteId: string, topicId: string, catalogues: Catalogue[], generation: number): void {
    if (generation === this.#generation) this.#entries.set(key(siteId, topicId), { siteId, catalogues })
  }

  /** Forgets a site's answers, or every answer (`null`: a change whose site is unknown). */
  invalidate(siteId: string | null): void {
    this.#generation++
    if (siteId === null) {
      this.#entries.clear()
      return
    }
    for (const [entryKey, entry] of [...this.#entries.entries()]) {
      if (entry.siteId === siteId) this.#entries.delete(entryKey)
    }
  }
}

const key = (siteId: string, topicId: string) => `${siteId}|${topicId}`
