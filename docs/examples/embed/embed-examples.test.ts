import { describe, expect, it } from 'vitest'
import { identifyPhone } from '../../../server/modules/embed/identify-token'
import type { Vitrine } from '../../../embed/vitrine'
import { connectShop } from './host-page'
import { identifyToken } from './identify-token'

describe('the embedding guide’s examples', () => {
  it('a token the host server signs is one Vitrine accepts for that site only', async () => {
    const secret = 'k'.repeat(43)
    const token = await identifyToken('+919876543210', { secret, site: 'demo' })
    await expect(identifyPhone(token, { secret, subdomain: 'demo' })).resolves.toEqual({
      countryCode: '+91',
      phoneNumber: '9876543210',
    })
    await expect(identifyPhone(token, { secret, subdomain: 'acme' })).rejects.toMatchObject({
      code: 'IDENTIFY_INVALID',
    })
  })

  it('the host page signs in, follows the cart and opens it from its own button', async () => {
    const calls: unknown[][] = []
    const listeners = new Map<string, (detail: unknown) => void>()
    const vitrine = ((method: string, ...args: unknown[]) => {
      calls.push([method, ...args])
      if (method === 'on') listeners.set(args[0] as string, args[1] as (detail: unknown) => void)
      return Promise.resolve()
    }) as Vitrine
    const counts: number[] = []
    const cartButton = new EventTarget()
    await connectShop(vitrine, { fetchToken: async () => 'token', showCartCount: (n) => counts.push(n), cartButton })
    listeners.get('cart-changed')!({ count: 2, total: 360, currency: 'INR' })
    cartButton.dispatchEvent(new Event('click'))
    expect(counts).toEqual([2])
    expect(calls.map(([method]) => method)).toEqual(['on', 'on', 'identify', 'openCart'])
    expect(calls[2]).toEqual(['identify', { token: 'token' }])
  })
})
