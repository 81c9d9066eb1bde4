import * as t from 'io-ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language'

/*
 * The owner's own words in another language sit beside their own as `<field>@<lang>` keys, as a website section's
 * values do (src/registry/localise-values.ts): `{ name: 'Mango pickle', 'name@hi': 'आम का अचार' }`. A reader of that
 * language gets them; empty or absent, the owner's own text. The languages are the registry's
 * (`contract/language.ts`) other than English, the language owners write in first: a language added there adds its
 * fields to every codec, form and CSV built from here.
 */

/** A language an owner may give their words in beside their own (English, `DEFAULT_LANGUAGE`, is their own). */
export type TranslatedLanguage = Exclude<Language, 'en'>
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
)
/** `name@hi`, for each field and translated language. */
export type TranslatedKey<F extends string> = `${F}@${TranslatedLanguage}`

/** `name` in Hindi: `name@hi`. */
export const translatedKey = (field: string, language: Language): string => `${field}@${language}`

/** Every `<field>@<lang>` key of `fields`: `['name@hi', 'description@hi']`. */
export const translatedKeys = <F extends string>(fields: readonly F[]): TranslatedKey<F>[] =>
  fields.flatMap((field) => TRANSLATED_LANGUAGES.map((language) => `${field}@${language}` as TranslatedKey<F>))

/**
 * The optional `<field>@<lang>` props of a codec, one per field and translated language, each decoded by its
 * field's codec (a too long `name@hi` fails at that path, as `name` would).
 *
 * @example
 * t.partial(translatedProps({ name: shortText(120) })) // { 'name@hi'?: string }
 */
export function translatedProps<F extends string, C extends t.Mixed>(
  fields: Record<F, C>,
): Record<TranslatedKey<F>, C> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, codec]) =>
      TRANSLATED_LANGUAGES.map((language) => [translatedKey(field, language), codec] as const),
    ),
  ) as Record<TranslatedKey<F>, C>
}

/** `<field>@<lang>` texts of a record (any field, any language). */
export type Translations = Record<string, string>

/**
 * The `<field>@<lang>` keys of `source` among `fields`, trimmed, empty ones left out: what a store keeps.
 *
 * @example
 * translationsOf({ name: 'Tea', 'name@hi': ' चाय ', 'description@hi': '' }, ['name', 'description'])
 * // { 'name@hi': 'चाय' }
 */
export function translationsOf(source: object, fields: readonly string[]): Translations {
  return Object.assign({}, ...fields.map((field) => renamedTranslations(source, field, field))) as Translations
}

/**
 * The non-empty `<from>@<lang>` texts of `source` as `<to>@<lang>`: where one text is stored under another name (the
 * profile's `name@hi` is the widget's `headerTitle@hi`).
 *
 * @example
 * renamedTranslations({ 'name@hi': 'केसर किचन' }, 'name', 'headerTitle') // { 'headerTitle@hi': 'केसर किचन' }
 */
export function renamedTranslations(source: object, from: string, to: string): Translations {
  const record = source as Record<string, unknown>
  const kept: Translations = {}
  for (const language of TRANSLATED_LANGUAGES) {
    const value = record[translatedKey(from, language)]
    if (typeof value === 'string' && value.trim() !== '') kept[translatedKey(to, language)] = value.trim()
  }
  return kept
}

/** `source` without its `<field>@<lang>` keys of `fields` (before new ones replace them). */
export function withoutTranslations<R extends object>(source: R, fields: readonly string[]): R {
  const dropped = new Set(fields.flatMap((field) => TRANSLATED_LANGUAGES.map((lang) => translatedKey(field, lang))))
  return Object.fromEntries(Object.entries(source).filter(([key]) => !dropped.has(key))) as R
}

/**
 * `field` as a reader of `language` sees it: the owner's text in that language, else their own.
 *
 * @example
 * inLanguage({ name: 'Tea', 'name@hi': 'चाय' }, 'name', 'hi') // 'चाय'
 * inLanguage({ name: 'Tea' }, 'name', 'hi') // 'Tea'
 */
export function inLanguage<R extends object, F extends keyof R & string>(
  record: R,
  field: F,
  language: Language,
): R[F] {
  const own = record[field]
  if (language === DEFAULT_LANGUAGE) return own
  const translated = (record as Record<string, unknown>)[translatedKey(field, language)]
  return (typeof translated === 'string' && translated.trim() !== '' ? translated.trim() : own) as R[F]
}

/**
 * `record` with each of `fields` in `language` (the `<field>@<lang>` keys kept, so a reader's client may switch).
 *
 * @example
 * localised({ name: 'Tea', 'name@hi': 'चाय' }, ['name'], 'hi') // { name: 'चाय', 'name@hi': 'चाय' }
 */
export function localised<R extends object>(record: R, fields: readonly (keyof R & string)[], language: Language): R {
  if (language === DEFAULT_LANGUAGE) return record
  const copy = { ...record }
  for (const field of fields) copy[field] = inLanguage(record, field, language)
  return copy
}
