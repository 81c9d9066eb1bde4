import type { Language } from '../../contract/language.js'
import { type DefaultStageKey, stageName } from '../../contract/order-status.js'
import strings from '../../locales/en/server.json'
import { localeFiles } from './locale-files.js'

type Strings = typeof strings
/** Every key of `locales/en/server.json`, e.g. `auth.tokenExpired`. */
export type ServerTextKey = {
  [Group in keyof Strings]: `${Group & string}.${keyof Strings[Group] & string}`
}[keyof Strings]

const byLanguage = localeFiles.server

/**
 * The text of a server message in `language` (English by default), from `locales/<language>/server.json`, so the
 * wording of every answer the server gives people lives in one file per language. `{{name}}` placeholders are
 * filled from `values`. Typed from the English JSON: an unknown key does not compile; a key a translation lacks
 * falls back to English.
 *
 * @example
 * serverText('chat.welcome', { headerTitle: 'Kesar Kitchen' })
 * // 'Welcome to Kesar Kitchen! How can we help you today?'
 * serverText('chat.welcome', { headerTitle: 'Kesar Kitchen' }, 'hi')
 * // 'Kesar Kitchen में आपका स्वागत है! आज हम आपकी क्या मदद कर सकते हैं?'
 */
export function serverText(
  key: ServerTextKey,
  values: Record<string, string | number> = {},
  language: Language = 'en',
): string {
  const [group, name] = key.split('.') as [string, string]
  const template = byLanguage[language][group]?.[name] ?? byLanguage.en[group]![name]!
  return template.replace(/\{\{(\w+)\}\}/g, (whole, placeholder: string) =>
    placeholder in values ? String(values[placeholder]) : whole,
  )
}

const stagesByLanguage = localeFiles.stages as Record<Language, Record<DefaultStageKey, string>>

/**
 * An order stage's name in `language`: the product's default stages translated, a stage the owner named as written.
 *
 * @example
 * stageText('Shipped', 'hi') // 'भेजा गया'
 */
export function stageText(name: string, language: Language = 'en'): string {
  return stageName(name, (key) => stagesByLanguage[language][key])
}

/** Each English template as a whole-string pattern capturing its placeholders, with its key. */
const englishPatterns = Object.entries(strings).flatMap(([group, texts]) =>
  Object.entries(texts as Record<string, string>).map(([name, template]) => {
    const names: string[] = []
    const source = template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const placeholder = /^\{\{(\w+)\}\}$/.exec(part)
        if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(placeholder[1]!)
        return '(.+?)'
      })
      .join('')
    return { key: `${group}.${name}` as ServerTextKey, pattern: new RegExp(`^${source}$`, 's'), names }
  }),
)

/**
 * An English server text, already written (an error's message), in `language`: the same key's translation with the
 * same values. A text that is no template of `server.json` (or `language` English) comes back as it is.
 *
 * @example
 * inLanguage('Invalid verification code. Please try again.', 'hi')
 * // 'वेरिफ़िकेशन कोड गलत है। कृपया दोबारा कोशिश करें।'
 */
export function inLanguage(text: string, language: Language): string {
  if (language === 'en') return text
  for (const { key, pattern, names } of englishPatterns) {
    const match = pattern.exec(text)
    if (match) return serverText(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])), language)
  }
  return text
}
