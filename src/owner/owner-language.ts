import type { i18n } from 'i18next'
import { LANGUAGE_COOKIE, type Language } from '../../contract/language'
import { OWNER_NS, OWNER_PARTS } from './i18n'

type Bundle = Record<string, unknown>

/**
 * The owner app's translations, one lazily loaded chunk per file: `owner.json` and each part of the owner namespace
 * (`owner-*.json`, `section-fields.json`). A part whose translation is not there yet is simply absent: i18next
 * falls back to English for its keys.
 */
const files = import.meta.glob<Bundle>(
  ['../../locales/*/owner.json', '../../locales/*/owner-*.json', '!../../locales/en/*'],
  { import: 'default' },
)
const fieldFiles = import.meta.glob<Bundle>(
  ['../../locales/*/section-fields.json', '../../locales/*/stages.json', '!../../locales/en/*'],
  { import: 'default' },
)

async function load(language: Language, file: string): Promise<Bundle | null> {
  const loader = files[`../../locales/${language}/${file}.json`] ?? fieldFiles[`../../locales/${language}/${file}.json`]
  return loader ? loader() : null
}

/**
 * Puts the owner app in `language`: loads its translation of every owner file there is, then switches (the app
 * re-renders at once) and says it on the page (`<html lang>`, which the money and date formatting follow).
 */
export async function applyOwnerLanguage(instance: i18n, language: Language): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, OWNER_NS)) {
    const bundle: Bundle = { ...(await load(language, 'owner')) }
    await Promise.all(
      Object.entries(OWNER_PARTS).map(async ([file, key]) => {
        const part = await load(language, file)
        if (part) bundle[key] = part
      }),
    )
    instance.addResourceBundle(language, OWNER_NS, bundle, true, true)
  }
  // The page says it first: what renders on the switch formats in it (money, dates, countries).
  document.documentElement.lang = language
  await instance.changeLanguage(language)
}

/**
 * The owner's language switch: remembers the choice on this browser (the server reads it), then switches the app.
 * The cookie comes first, so the calls the switch sets off (the device's push subscription, posted again) already
 * carry the new language.
 */
export async function switchOwnerLanguage(instance: i18n, language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
  await applyOwnerLanguage(instance, language)
}
