import type { Language } from '../../contract/language'

/**
 * A language's name in itself, as the language menus show it (the same whatever the reader's language), from `Intl`:
 * 'English', 'हिन्दी', 'मराठी'.
 */
export function languageName(language: Language): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
}
