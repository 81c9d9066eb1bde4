import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../contract/language'
import { checkLocales, readLocale, type LocaleFiles } from './locale-check'

const root = path.resolve(import.meta.dirname, '../locales')
const en = readLocale(root, 'en')
const translations = LANGUAGES.filter((language) => language !== 'en')

describe('every language against locales/en', () => {
  it('has a folder for each registered language, and registers each folder (contract/language.ts)', () => {
    const folders = fs.readdirSync(root).filter((name) => fs.statSync(path.join(root, name)).isDirectory())
    expect(folders.sort()).toEqual([...LANGUAGES].sort())
  })

  it.each(translations)('locales/%s has every key of en, no key of its own, and the same {{variables}}', (lng) => {
    const translation = readLocale(root, lng)
    expect(checkLocales(en, translation).problems).toEqual([])
    expect(Object.keys(translation)).toEqual(Object.keys(en))
  })
})

describe('the check', () => {
  /** A small English and a complete translation of it, which the cases below spoil one way each. */
  const source: LocaleFiles = {
    'cart.json': {
      title: 'Your cart',
      each: '{{price}} each',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    },
    'owner.json': { nav: { inbox: 'Inbox', unread: '{{count}} unread in {{name}}' } },
    'starter-copy.json': { bakery: { heroTitle: 'Fresh bakes from {name}' } },
  }
  const good: LocaleFiles = {
    'cart.json': { title: 'तुमची कार्ट', each: 'प्रत्येकी {{price}}', items_other: '{{count}} प्रॉडक्ट' },
    'owner.json': { nav: { inbox: 'इनबॉक्स', unread: '{{name}} मध्ये {{count}} न वाचलेले' } },
    'starter-copy.json': { bakery: { heroTitle: '{name} कडून ताजे बेकिंग' } },
  }
  const spoilt = (file: string, change: (resource: Record<string, unknown>) => void): LocaleFiles => {
    const copy = structuredClone(good)
    change(copy[file] as Record<string, unknown>)
    return copy
  }

  it('passes a complete translation (plurals by their base: a language may have other plural forms)', () => {
    expect(checkLocales(source, good).problems).toEqual([])
  })

  it('fails on a missing key, a nested one too', () => {
    const missing = spoilt('owner.json', (owner) => delete (owner.nav as Record<string, string>).inbox)
    expect(checkLocales(source, missing).problems).toEqual(['owner.json: nav.inbox: missing'])
  })

  it('fails on a missing {{variable}} and on a missing {placeholder}', () => {
    const noPrice = spoilt('cart.json', (cart) => (cart.each = 'प्रत्येकी'))
    expect(checkLocales(source, noPrice).problems).toEqual([
      'cart.json: each: variables {{price}} in en but  in the translation',
    ])
    const noName = spoilt('owner.json', (owner) => {
      ;(owner.nav as Record<string, string>).unread = '{{count}} न वाचलेले'
    })
    expect(checkLocales(source, noName).problems).toEqual([
      'owner.json: nav.unread: variables {{count name}} in en but count in the translation',
    ])
    const noCity = spoilt('starter-copy.json', (copy) => (copy.bakery = { heroTitle: 'ताजे बेकिंग' }))
    expect(checkLocales(source, noCity).problems).toEqual([
      'starter-copy.json: bakery.heroTitle: variables {{{name}}} in en but  in the translation',
    ])
  })

  it('fails on a key or a file English does not have, and on a file missing', () => {
    const extra = spoilt('cart.json', (cart) => (cart.extra = 'x'))
    expect(checkLocales(source, extra).problems).toEqual(['cart.json: extra: not in en (unused)'])
    const { ['owner.json']: _owner, ...rest } = good
    expect(checkLocales(source, { ...rest, 'other.json': {} }).problems).toEqual([
      'owner.json: file missing',
      'other.json: not in en (unused file)',
    ])
  })
})
