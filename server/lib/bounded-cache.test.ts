import { describe, expect, it } from 'vitest'
import { BoundedCache } from './bounded-cache.js'

const sized = (maxBytes: number, now?: () => number) => new BoundedCache<string, string>({ ttlMs: 100, maxBytes, sizeOf: (value) => value.length, now })

describe('BoundedCache', () => {
  it('forgets entries after their TTL', () => {
    let now = 0
    const cache = sized(100, () => now)
    cache.set('a', 'x')
    now = 99
    expect(cache.get('a')).toBe('x')
    now = 100
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('keeps within its byte budget, dropping the least recently used first', () => {
    const cache = sized(10)
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    expect(cache.get('a')).toBe('aaaa') // a is now the most recently used
    cache.set('c', 'cccc')
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc'])
    expect(cache.bytes).toBe(8)
  })

  it('does not keep a value larger than the whole budget, and replaces a key in place', () => {
    const cache = sized(10)
    cache.set('a', 'aaaa')
    cache.set('big', 'x'.repeat(11))
    expect(cache.get('big')).toBeUndefined()
    cache.set('a', 'aa')
    expect([cache.get('a'), cache.bytes, cache.size]).toEqual(['aa', 2, 1])
  })

  it('deletes what a predicate picks, and clears', () => {
    const cache = sized(100)
    for (const key of ['s1|/', 's1|/about', 's2|/']) cache.set(key, key)
    cache.deleteWhere((_value, key) => key.startsWith('s1|'))
    expect([cache.get('s1|/'), cache.get('s1|/about'), cache.get('s2|/')]).toEqual([undefined, undefined, 's2|/'])
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })
})
