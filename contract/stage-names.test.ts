import { describe, expect, it } from 'vitest'
import en from '../locales/en/stages.json'
import hi from '../locales/hi/stages.json'
import { PIPELINE_STAGES } from '../server/modules/order/order-draft.js'
import { DEFAULT_STAGE_KEYS, stageName } from './order-status'

const locales = { en, hi }

describe('stageName', () => {
  it.each([
    ['Shipped', 'en', 'Shipped'],
    ['Shipped', 'hi', 'भेजा गया'],
    ['Confirmed', 'hi', 'कन्फ़र्म हुआ'],
    ['Ready for pickup', 'hi', 'लेने के लिए तैयार'],
    // A stage the owner named is their words, in every language.
    ['Out for tasting', 'hi', 'Out for tasting'],
    ['shipped', 'hi', 'shipped'],
    ['toString', 'hi', 'toString'],
  ] as const)('%s for a reader of %s is %s', (name, language, shown) => {
    expect(stageName(name, (key) => locales[language][key])).toBe(shown)
  })

  it('knows every stage a new order gets, in English (its own name) and Hindi', () => {
    for (const name of Object.values(PIPELINE_STAGES).flat()) expect(Object.keys(DEFAULT_STAGE_KEYS)).toContain(name)
    for (const [name, key] of Object.entries(DEFAULT_STAGE_KEYS)) {
      expect(en[key]).toBe(name)
      expect(hi[key]).toMatch(/[\u0900-\u097F]/)
    }
  })
})
