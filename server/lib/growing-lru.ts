import { LRUCache } from 'lru-cache'

/**
 * An LRU cache of at most `entries` entries whose memory grows with what it holds. lru-cache's `max` reserves its
 * arrays for `max` entries when it is made (about 28 bytes an entry: 2.8 MB for 100,000 in an idle process); counted
 * by `maxSize` instead, each entry weighing 1, it reserves nothing. No `ttl` (lru-cache sizes its ttl arrays by
 * `max`): a cache whose entries expire keeps a small `max`.
 *
 * @example
 * const refused = growingLru<string, number>(100_000)
 */
export function growingLru<Key extends {}, Value extends {}>(entries: number): LRUCache<Key, Value> {
  return new LRUCache<Key, Value>({ maxSize: entries, sizeCalculation: () => 1 })
}
