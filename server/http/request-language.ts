import type { FastifyRequest } from 'fastify'
import { acceptedLanguages, pickLanguage } from '../../contract/language-choice.js'
import { LANGUAGE_COOKIE, type Language } from '../../contract/language.js'

/**
 * The language of a request's reader: their saved choice (the `vitrine_lang` cookie the language switch sets), else
 * the first offered of their browser's languages (`Accept-Language`, which the browser fills from
 * `navigator.languages`), else the site's default language.
 */
export function requestLanguage(request: FastifyRequest, siteDefault?: string | null): Language {
  return pickLanguage({
    saved: request.cookies?.[LANGUAGE_COOKIE],
    browser: acceptedLanguages(request.headers['accept-language']),
    siteDefault,
  })
}
