import { describe, expect, it } from 'vitest'
import { BUSINESS_KINDS } from '../../../contract/signup.js'
import { LANGUAGES } from '../../../contract/language.js'
import { STARTER_COPY, STARTER_TEXTS, type StarterCopy, type StarterTexts } from './starter-copy.js'

/** Every text of a starter by its path (`cards.1.title`), leaving out what is not words. */
function texts(copy: StarterCopy | StarterTexts): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value)
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if (key !== 'icon' && key !== 'catalogueType') walk(inner, path ? `${path}.${key}` : key)
  }
  walk(copy, '')
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([match]) => match).sort()

describe('starter copy', () => {
  const translated = LANGUAGES.filter((language) => language !== 'en')
  it.each(BUSINESS_KINDS.flatMap((kind) => translated.map((language) => [kind, language] as const)))(
    '%s has every text in %s, with the same {placeholders} as in English',
    (kind, language) => {
      const english = texts(STARTER_COPY[kind])
      const translation = texts(STARTER_TEXTS[language][kind])
      expect([...translation.keys()].sort()).toEqual([...english.keys()].sort())
      // Hero, about, what we offer and its sub title, three cards of two, about title, three CTA texts, the hero's
      // second button, the topic's two.
      expect(english.size).toBe(17)
      for (const [path, text] of english) {
        const translated = translation.get(path) ?? ''
        expect(translated, `${kind} ${path}`).toMatch(/[\u0900-\u097f]/)
        expect(placeholders(translated), `${kind} ${path}`).toEqual(placeholders(text))
      }
    },
  )

  it('uses only the placeholders the sign-up fills in', () => {
    for (const kind of BUSINESS_KINDS)
      for (const text of [
        ...texts(STARTER_COPY[kind]).values(),
        ...LANGUAGES.flatMap((language) => [...texts(STARTER_TEXTS[language][kind]).values()]),
      ])
        expect(
          placeholders(text).filter((name) => name !== '{name}' && name !== '{city}'),
          text,
        ).toEqual([])
  })
})
