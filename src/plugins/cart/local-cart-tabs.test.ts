// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createTestEngine } from '../../engine/testing/test-engine'
import { testItem } from '../../../contract/testing/test-item'
import { toCartItem } from './cart-line'
import { cartPlugin } from './index'
import { LOCAL_CART_KEY } from './local-cart'

describe('the local cart across tabs', () => {
  it('shows what another tab wrote on a storage event, and stops listening once disposed', () => {
    const { engine, storage } = createTestEngine({ plugins: [cartPlugin] })
    const cart = engine.plugin('cart')
    expect(cart.count).toBe(0)
    storage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([
        toCartItem(
          testItem({ _id: 'i7', name: 'Lime Pickle' }),
          { variant: null, package: null },
          2,
          '2026-11-22T10:00:00.000Z',
        ),
      ]),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_CART_KEY }))
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Lime Pickle', 2]])
    expect(cart.count).toBe(2)

    // Another tab cleared all storage (key null).
    storage.removeItem(LOCAL_CART_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(cart.count).toBe(0)

    engine.dispose()
    storage.setItem(
      LOCAL_CART_KEY,
      JSON.stringify([
        toCartItem(testItem({ _id: 'i8' }), { variant: null, package: null }, 1, '2026-11-22T10:00:00.000Z'),
      ]),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_CART_KEY }))
    expect(cart.count).toBe(0)
  })
})
