import { makeAutoObservable } from 'mobx'
import { LANGUAGES } from '../../../contract/language'
import type { SectionValue } from '../../../contract/page'
import { translationSourceKey } from './stale-translations'

/** The languages a text may have a version in beside the owner's (`Title@hi`, src/registry/localise-values.ts). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en')
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

/** The keys a text's versions take beside its own (`Title@hi`, `Title@hi~from`, …). */
export const translationKeys = (key: string): string[] =>
  TRANSLATED_LANGUAGES.flatMap((language) => [`${key}@${language}`, translationSourceKey(key, language)])

const slotOf = (language: TranslatedLanguage, name: string) => `${language}:${name}`

/**
 * A section form's single texts in the other languages: each version as typed, the owner's text it was written from
 * (so it is out of date when that text changes), and which were edited in this form (written, when saved, from the
 * owner's text as it is then). By field name; the owner's text itself stays with the form.
 *
 * @example
 * const versions = new TextTranslations(section.values, [{ name: 'title', key: 'Title', text: 'Fresh cakes' }])
 * versions.isStale('hi', 'title', 'Fresher cakes') // true when its Hindi was written for 'Fresh cakes'
 */
export class TextTranslations {
  private texts: Record<string, string> = {}
  private from: Record<string, string> = {}
  private edited = new Set<string>()

  constructor(values: readonly SectionValue[], fields: readonly { name: string; key: string; text: string }[]) {
    const valueAt = (key: string) => values.find((value) => value.key === key)?.value
    for (const { name, key, text } of fields)
      for (const language of TRANSLATED_LANGUAGES) {
        this.texts[slotOf(language, name)] = valueAt(`${key}@${language}`) ?? ''
        // A version from before sources were kept counts as written from the text as it is now.
        this.from[slotOf(language, name)] = valueAt(translationSourceKey(key, language)) ?? text
      }
    makeAutoObservable(this)
  }

  /** A text's version in `language` ('' when none). */
  get(language: TranslatedLanguage, name: string): string {
    return this.texts[slotOf(language, name)] ?? ''
  }

  set(language: TranslatedLanguage, name: string, value: string): void {
    this.texts[slotOf(language, name)] = value
    this.edited.add(slotOf(language, name))
  }

  /** Whether the owner's `text` changed since the version in `language` was written (and it was not touched since). */
  isStale(language: TranslatedLanguage, name: string, text: string): boolean {
    const slot = slotOf(language, name)
    return (
      this.get(language, name).trim() !== '' && !this.edited.has(slot) && (this.from[slot] ?? '').trim() !== text.trim()
    )
  }

  /** 'Still right': the version in `language` stands for the owner's `text` as it is now. */
  keep(language: TranslatedLanguage, name: string, text: string): void {
    this.from[slotOf(language, name)] = text
  }

  /** The values a field's versions save as (its key `key`), beside the owner's `text` as it is saved. */
  encode(name: string, key: string, text: string): SectionValue[] {
    return TRANSLATED_LANGUAGES.flatMap((language) => {
      const slot = slotOf(language, name)
      const version = this.texts[slot] ?? ''
      if (version.trim() === '') return []
      const from = this.edited.has(slot) ? text : (this.from[slot] ?? '')
      const source = from.trim() === '' ? [] : [{ key: translationSourceKey(key, language), value: from }]
      return [{ key: `${key}@${language}`, value: version }, ...source]
    })
  }
}
