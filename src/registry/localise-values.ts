import { LANGUAGES, type Language } from '../../contract/language'
import type { PageResponse, SectionValue } from '../../contract/page'
import { localised } from '../../contract/translations'

/**
 * A section text in another language sits beside the owner's own as a sibling value: `{ key: 'Title', value:
 * 'Fresh masalas' }` then `{ key: 'Title@hi', value: 'ताज़े मसाले' }`. Fields do not declare these keys, so the
 * section's decoding, the editor and the checks ignore them; a reader of that language gets them instead of the
 * owner's (in a list, the n-th `Title@hi` stands for the n-th `Title`), and other languages' siblings (`Title@mr`)
 * go. Empty or absent: the owner's text.
 *
 * @example
 * localiseValues([{ key: 'Title', value: 'Hello' }, { key: 'Title@hi', value: 'नमस्ते' }], 'hi')
 * // [{ key: 'Title', value: 'नमस्ते' }]
 */
export function localiseValues(values: readonly SectionValue[], language: Language): readonly SectionValue[] {
  if (language === 'en') return values
  const suffix = `@${language}`
  const translations = new Map<string, string[]>()
  for (const { key, value } of values) {
    if (!key.endsWith(suffix)) continue
    const base = key.slice(0, -suffix.length)
    translations.set(base, [...(translations.get(base) ?? []), value.trim()])
  }
  const seen = new Map<string, number>()
  return values
    .filter(({ key }) => !isTranslation(key))
    .map((value) => {
      const translated = translations.get(value.key)
      if (!translated) return value
      const index = seen.get(value.key) ?? 0
      seen.set(value.key, index + 1)
      return translated[index] ? { ...value, value: translated[index] } : value
    })
}

/** A text's version in a language beside it (`Title@hi`, `Title@mr`): the reader gets one of them or none. */
const isTranslation = (key: string) => LANGUAGES.some((language) => key.endsWith(`@${language}`))

/**
 * The page as a reader of `language` sees it: each section's values through `localiseValues`, the storefront's item
 * names and the chat widget's words (its title, the line above its topics, each topic's name and description) in
 * that language where the owner gave them (`name@hi`, contract/translations.ts).
 */
export function localisePage(page: PageResponse, language: Language): PageResponse {
  if (language === 'en') return page
  const sections = page.websitePage.sections.map((section) => ({
    ...section,
    values: [...localiseValues(section.values, language)],
  }))
  const { storefront } = page
  const chatWidget = page.installedWidgets.chatWidget
  return {
    ...page,
    websitePage: { ...page.websitePage, sections },
    ...(storefront && {
      storefront: { ...storefront, items: storefront.items.map((item) => localised(item, ['name'], language)) },
    }),
    ...(chatWidget && {
      installedWidgets: {
        ...page.installedWidgets,
        chatWidget: {
          ...localised(chatWidget, ['headerTitle', 'topicHeaderTitle'], language),
          topics: chatWidget.topics.map((topic) => localised(topic, ['name', 'description'], language)),
        },
      },
    }),
  }
}
