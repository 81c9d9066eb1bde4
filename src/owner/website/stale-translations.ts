import type { Section, SectionValue } from '../../../contract/page'

/**
 * A text's translation remembers the owner's text it was made from, as one more sibling value: `Title` (the owner's),
 * `Title@hi` (its Hindi) and `Title@hi~from` (the owner's `Title` when that Hindi was written). Readers never see
 * the last: the sections read only the keys their fields declare. When the owner's text has changed since, the
 * translation is out of date: the editor marks it and the publish step lists it.
 *
 * @example
 * translationSourceKey('Title', 'hi') // 'Title@hi~from'
 */
export const translationSourceKey = (key: string, language: string): string => `${key}@${language}~from`

const SOURCE = /^(.+)@([a-z]{2,3})~from$/

/** A translation written for an earlier version of the owner's text. */
export interface StaleTranslation {
  /** The owner's field key (`Title`). */
  key: string
  language: string
  /** The owner's text now. */
  text: string
  /** The translation readers of `language` still see. */
  translation: string
}

const valueOf = (values: readonly SectionValue[], key: string): string =>
  values.find((value) => value.key === key)?.value.trim() ?? ''

/**
 * The translations of a section's texts whose owner's text changed after they were written.
 *
 * @example
 * staleTranslations([
 *   { key: 'Title', value: 'Fresh cakes' },
 *   { key: 'Title@hi', value: 'घर का खाना' },
 *   { key: 'Title@hi~from', value: 'Home food' },
 * ])
 * // [{ key: 'Title', language: 'hi', text: 'Fresh cakes', translation: 'घर का खाना' }]
 */
export function staleTranslations(values: readonly SectionValue[]): StaleTranslation[] {
  const stale: StaleTranslation[] = []
  for (const { key, value } of values) {
    const [, base, language] = SOURCE.exec(key) ?? []
    if (base === undefined || language === undefined) continue
    const text = valueOf(values, base)
    const translation = valueOf(values, `${base}@${language}`)
    if (translation !== '' && text !== value.trim()) stale.push({ key: base, language, text, translation })
  }
  return stale
}

/** Every out-of-date translation of a page, with its section. */
export const staleOfPage = (sections: readonly Section[]): { section: Section; stale: StaleTranslation }[] =>
  sections.flatMap((section) => staleTranslations(section.values).map((stale) => ({ section, stale })))

/**
 * A section's values with its out-of-date translations dropped, so their readers fall back to the owner's text.
 *
 * @example
 * withoutStale([
 *   { key: 'Title', value: 'New' },
 *   { key: 'Title@hi', value: 'पुराना' },
 *   { key: 'Title@hi~from', value: 'Old' },
 * ])
 * // [{ key: 'Title', value: 'New' }]
 */
export function withoutStale(values: readonly SectionValue[]): SectionValue[] {
  const dropped = new Set(
    staleTranslations(values).flatMap(({ key, language }) => [
      `${key}@${language}`,
      translationSourceKey(key, language),
    ]),
  )
  return values.filter((value) => !dropped.has(value.key))
}
