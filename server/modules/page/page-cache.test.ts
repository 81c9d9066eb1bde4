import { describe, expect, it } from 'vitest'
import { CachedBody, PageCache, type PageCacheEntry } from './page-cache.js'

/** A rendered page of `bytes` identity bytes: it weighs 512 + 2 × bytes. */
const rendered = (siteId: string | null, bytes: number): PageCacheEntry => ({
  kind: 'rendered',
  siteId,
  rendered: {
    status: 200,
    body: new CachedBody(Buffer.alloc(bytes, 'a')),
    inline: { scripts: [], styles: [], styleAttributes: [] },
  },
})

describe('PageCache', () => {
  it('forgets entries after their TTL', () => {
    let now = 1000
    const cache = new PageCache({ maxBytes: 10_000, ttlMs: 100, now: () => now })
    cache.fill('demo|/', rendered('s1', 10), cache.generation)
    now += 99
    expect(cache.rendered('demo|/')).toBeDefined()
    now += 2
    expect(cache.rendered('demo|/')).toBeUndefined()
  })

  it('keeps within its byte budget, dropping the least recently used first', () => {
    // Each entry weighs 512 + 2 × 244 = 1000 bytes: two fit in 2500.
    const cache = new PageCache({ maxBytes: 2500, ttlMs: 60_000 })
    cache.fill('a', rendered('s1', 244), cache.generation)
    cache.fill('b', rendered('s1', 244), cache.generation)
    expect(cache.rendered('a')).toBeDefined() // a is now the most recently used
    cache.fill('c', rendered('s1', 244), cache.generation)
    expect([cache.rendered('a'), cache.rendered('b'), cache.rendered('c')].map(Boolean)).toEqual([true, false, true])
    expect(cache.bytes).toBe(2000)
  })

  it('does not keep a page larger than the whole budget', () => {
    const cache = new PageCache({ maxBytes: 2500, ttlMs: 60_000 })
    cache.fill('a', rendered('s1', 244), cache.generation)
    cache.fill('big', rendered('s1', 1000), cache.generation)
    expect([Boolean(cache.rendered('a')), cache.rendered('big'), cache.bytes]).toEqual([true, undefined, 1000])
  })

  it("drops a site's entries (and those of no site) on invalidate, and refuses a fill that started before it", () => {
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 60_000 })
    const before = cache.generation
    cache.fill('s1|/', rendered('s1', 1), before)
    cache.fill('s2|/', rendered('s2', 1), before)
    cache.fill('nosuch|/', rendered(null, 1), before)
    cache.invalidate('s1')
    expect([cache.rendered('s1|/'), Boolean(cache.rendered('s2|/')), cache.rendered('nosuch|/')]).toEqual([
      undefined,
      true,
      undefined,
    ])
    cache.fill('s1|/', rendered('s1', 1), before)
    expect(cache.rendered('s1|/')).toBeUndefined()
    cache.invalidate(null)
    expect([cache.rendered('s2|/'), cache.bytes]).toEqual([undefined, 0])
  })
})
