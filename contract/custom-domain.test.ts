import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { CustomDomainBody, isHostname } from './custom-domain'

describe('a custom domain as the owner types it', () => {
  it.each([
    ['shop.kesarkitchen.in', true],
    ['www.kesar-kitchen.co.in', true],
    ['xn--80ak6aa92e.com', true],
    ['a.b', false],
    ['kesarkitchen', false],
    ['192.168.1.10', false],
    ['shop..kesar.in', false],
    ['-shop.kesar.in', false],
    ['shop-.kesar.in', false],
    ['shop_1.kesar.in', false],
    ['Shop.Kesar.in', false],
    [`${'a'.repeat(64)}.in`, false],
    [`${'a.'.repeat(127)}in`, false],
  ])('%s is a host name: %s', (value, expected) => {
    expect(isHostname(value)).toBe(expected)
  })

  it('is decoded trimmed, lower-cased and without its trailing dot; anything else fails at its path', () => {
    expect(decode(CustomDomainBody, { domain: ' Shop.Kesar.IN. ' }, 'body')).toEqual({
      ok: true,
      value: { domain: 'shop.kesar.in' },
    })
    expect(decode(CustomDomainBody, { domain: 'https://shop.kesar.in/' }, 'body')).toEqual({
      ok: false,
      errors: [{ path: 'body.domain', message: 'must be a domain name such as shop.example.com' }],
    })
  })
})
