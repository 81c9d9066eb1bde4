import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../engine/testing'
import {
  fitLocalCart,
  LOCAL_CART_COUNT_KEY,
  LOCAL_CART_KEY,
  LOCAL_CART_MAX_CHARS,
  LOCAL_CART_MAX_ENTRIES,
  LocalCartStorage,
  type LocalCartEntry,
} from './local-cart'

const entry = (index: number, padding = 0): LocalCartEntry & { description: string } => ({
  _id: `item-${index}`,
  quantity: 1 + (index % 3),
  description: 'x'.repeat(padding),
})

const entries = fc.array(
  fc.record({
    _id: fc.string({ minLength: 1, maxLength: 12 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    description: fc.string({ maxLength: 40 }),
  }),
  { maxLength: 260 },
)

describe('fitLocalCart', () => {
  it('keeps at most 100 entries, the latest, in order', () => {
    fc.assert(
      fc.property(entries, (cart) => {
        const kept = fitLocalCart(cart)
        expect(kept.length).toBe(Math.min(cart.length, LOCAL_CART_MAX_ENTRIES))
        expect(kept).toEqual(cart.slice(cart.length - kept.length))
      }),
    )
  })

  it('drops the oldest 20% until the JSON fits 4,718,592 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 40_000, max: 200_000 }), (count, padding) => {
        const cart = Array.from({ length: count }, (_, index) => entry(index, padding))
        const kept = fitLocalCart(cart)
        expect(JSON.stringify(kept).length).toBeLessThanOrEqual(LOCAL_CART_MAX_CHARS)
        expect(kept).toEqual(cart.slice(cart.length - kept.length))
        if (JSON.stringify(cart).length <= LOCAL_CART_MAX_CHARS) expect(kept).toEqual(cart)
      }),
      { numRuns: 12 },
    )
  })

  it('trims in 20% steps: 100 entries of ~60,000 characters keep the latest 64', () => {
    const cart = Array.from({ length: 100 }, (_, index) => entry(index, 60_000))
    // 100 → 80 entries (still ~4.8 M characters) → 64 entries (~3.8 M).
    expect(fitLocalCart(cart).map((kept) => kept._id)).toEqual(cart.slice(36).map((kept) => kept._id))
  })
})

describe('LocalCartStorage', () => {
  it('round-trips entries and keeps the total count', () => {
    const storage = new MemoryStorage()
    const cart = new LocalCartStorage(storage, null)
    cart.write([entry(1), entry(2)])
    expect(cart.read()).toEqual([entry(1), entry(2)])
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBe('5')
  })

  it.each(['{not json', '{"_id":"a"}', 'null'])('drops unparsable stored data %s', (raw) => {
    const storage = new MemoryStorage()
    storage.setItem(LOCAL_CART_KEY, raw)
    storage.setItem(LOCAL_CART_COUNT_KEY, '3')
    expect(new LocalCartStorage(storage, null).read()).toEqual([])
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull()
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBeNull()
  })

  it('drops entries without an id or a quantity and keeps the rest', () => {
    const storage = new MemoryStorage()
    storage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([{ _id: 'a', quantity: 1 }, { quantity: 2 }, { _id: 'b', quantity: 'x' }, 7]),
    )
    expect(new LocalCartStorage(storage, null).read()).toEqual([{ _id: 'a', quantity: 1 }])
  })

  it('falls back to the session storage when a write fails, and reads it back', () => {
    const full = new MemoryStorage()
    full.setItem = () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError')
    }
    const session = new MemoryStorage()
    const cart = new LocalCartStorage(full, session)
    cart.write([entry(1)])
    expect(session.getItem(LOCAL_CART_KEY)).toBe(JSON.stringify([entry(1)]))
    expect(cart.read()).toEqual([entry(1)])
    cart.clear()
    expect(session.getItem(LOCAL_CART_KEY)).toBeNull()
  })

  it('does not read an older cart from localStorage once writes go to the session storage', () => {
    const local = new MemoryStorage()
    const session = new MemoryStorage()
    const cart = new LocalCartStorage(local, session)
    cart.write([entry(1)])
    local.failWrites = true
    cart.write([entry(1), entry(2)])
    expect(cart.read()).toEqual([entry(1), entry(2)])
  })
})
