import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLocales, readLocale } from './locale-check'

const root = path.resolve(import.meta.dirname, '../locales')

describe('locales/hi against locales/en', () => {
  const en = readLocale(root, 'en')
  const hi = readLocale(root, 'hi')

  it('has every key of en, no key of its own, and the same {{variables}}', () => {
    const report = checkLocales(en, hi)
    expect(report.problems).toEqual([])
    expect(Object.keys(hi).length).toBeGreaterThan(10)
  })

  it('fails when a key is missing in hi', () => {
    const cart = structuredClone(hi['cart.json']!)
    delete cart['empty']
    expect(checkLocales(en, { ...hi, 'cart.json': cart }).problems).toContain('cart.json: empty: missing')
  })

  it('fails when hi has a key en does not, or other variables', () => {
    const cart = { ...hi['cart.json']!, extra: 'x', each: 'प्रति नग' }
    expect(checkLocales(en, { ...hi, 'cart.json': cart }).problems).toEqual([
      'cart.json: extra: not in en (unused)',
      'cart.json: each: variables {{price}} in en but  in the translation',
    ])
  })

  it('fails when a file of the widget or of the owner app is missing', () => {
    const { ['cart.json']: _cart, ['owner.json']: _owner, ...rest } = hi
    const report = checkLocales(en, rest)
    expect(report.problems).toContain('cart.json: file missing')
    expect(report.problems).toContain('owner.json: file missing')
  })

  it('checks the variables of an owner file', () => {
    const report = checkLocales({ 'owner-x.json': { a: 'A {{n}}' } }, { 'owner-x.json': { a: 'ए' } })
    expect(report.problems).toEqual(['owner-x.json: a: variables {{n}} in en but  in the translation'])
  })
})
