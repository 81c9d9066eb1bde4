import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttl-cache.js'

describe('TtlCache', () => {
  it('forgets entries after their TTL', () => {
    let now = 0
    const cache = new TtlCache<string, number>(100, 10, () => now)
    cache.set('a', 1)
    now = 99
    expect(cache.get('a')).toBe(1)
    now = 100
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the oldest entry when full, and clears', () => {
    const cache = new TtlCache<string, number>(1000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
  })
})
