import * as t from 'io-ts'
import type { i18n } from 'i18next'
import { CUSTOMER_LANGUAGE_PATH, LANGUAGE_HEADER } from '../../contract/auth'
import { LANGUAGE_COOKIE, type Language } from '../../contract/language'
import type { ChatEngine } from '../engine'

/** A year: the reader's choice outlives the visit. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The widget's namespaces in every language but English (built in): the engine's, each plugin's and the parts they
 * add later (payment, quotes, checkoutSplit, shop), and the order stages' names. The build puts each language's
 * files into one lazily loaded chunk (`widget-<language>`, vite.config.ts), which only its readers download.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/{widget,auth,topics,media,catalogue,cart,directBuy,enquiry,orders,payment,quotes}.json',
    '../../locales/*/{checkoutSplit,shop,stages}.json',
    '!../../locales/en/*',
  ],
  { import: 'default' },
)

/** Loads `language`'s widget strings into `instance` (nothing for English, or a language whose strings are there). */
async function loadWidgetStrings(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'widget')) return
  const prefix = `../../locales/${language}/`
  const own = Object.entries(files).filter(([file]) => file.startsWith(prefix))
  const bundles = await Promise.all(
    own.map(async ([file, load]) => [file.slice(prefix.length, -5), await load()] as const),
  )
  for (const [namespace, bundle] of bundles) instance.addResourceBundle(language, namespace, bundle, true, true)
}

/**
 * Puts the widget's i18next instance in `language`, loading its strings first (English is built in, another language
 * downloads only for its readers), and makes the page say it (`<html lang>`, which the money and date formatting of
 * `src/ui/money.ts` follow). Every component re-renders in it at once.
 */
export async function applyLanguage(instance: i18n, language: Language): Promise<void> {
  await loadWidgetStrings(instance, language)
  // The page says it first: what renders on the switch formats in it (money, dates, countries).
  document.documentElement.lang = language
  await instance.changeLanguage(language)
}

/**
 * The widget in `language`: its strings (`applyLanguage`), and its calls name it from now on (`LANGUAGE_HEADER`), so
 * the server answers the owner's words in it (an item's `name@hi`). The page's language at start (a Hindi page's
 * first calls, made as this loads, name none: the server takes the reader's cookie or browser languages then).
 */
export async function readIn(engine: ChatEngine, language: Language): Promise<void> {
  ;(engine.transport.policy.headers as Record<string, string>)[LANGUAGE_HEADER] = language
  await applyLanguage(engine.i18n, language)
}

/**
 * The language switch of the widget's header: switches the widget and the page, names it in the widget's calls,
 * remembers the choice on this browser (a cookie, so the server renders the next page in it) and, for a signed-in
 * customer, on their account (the server's messages to them follow it).
 */
export async function switchLanguage(engine: ChatEngine, language: Language): Promise<void> {
  await readIn(engine, language)
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`
  if (engine.isLoggedIn) {
    await engine.transport
      .request({ method: 'PUT', path: CUSTOMER_LANGUAGE_PATH, body: { language }, codec: t.unknown })
      .catch(() => engine.snackbar.show(engine.t('widget:errors.generic')))
  }
}
