import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../contract/catalogue.js'
import { TopicCataloguesCache } from './topic-catalogues-cache.js'

const answer = (totalItems: number) => [{ _id: 'c1', totalItems } as unknown as Catalogue]

describe('TopicCataloguesCache', () => {
  it("keeps a topic's answer per site until that site is invalidated", () => {
    const cache = new TopicCataloguesCache({ ttlMs: 60_000 })
    cache.fill('s1', 't1', answer(3), cache.generation)
    cache.fill('s2', 't1', answer(5), cache.generation)
    expect(cache.get('s1', 't1')).toEqual(answer(3))
    expect(cache.get('s1', 't2')).toBeUndefined()
    cache.invalidate('s1')
    expect(cache.get('s1', 't1')).toBeUndefined()
    expect(cache.get('s2', 't1')).toEqual(answer(5))
    cache.invalidate(null)
    expect(cache.get('s2', 't1')).toBeUndefined()
  })

  it('does not store a count read before an invalidation', () => {
    const cache = new TopicCataloguesCache({ ttlMs: 60_000 })
    const since = cache.generation
    cache.invalidate('s1')
    cache.fill('s1', 't1', answer(3), since)
    expect(cache.get('s1', 't1')).toBeUndefined()
  })
})
