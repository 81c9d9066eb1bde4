import type { FastifyRequest } from 'fastify'
import { LANGUAGE_HEADER } from '../../contract/auth.js'
import { acceptedLanguages, asLanguage, pickLanguage } from '../../contract/language-choice.js'
import { LANGUAGE_COOKIE, type Language } from '../../contract/language.js'

/**
 * The language of a request's reader: the one the widget shows them (`x-vitrine-lang`), else their saved choice (the
 * `vitrine_lang` cookie the language switch sets), else the first offered of their browser's languages
 * (`Accept-Language`, which the browser fills from `navigator.languages`), else the site's default language.
 */
export function requestLanguage(request: FastifyRequest, siteDefault?: string | null): Language {
  return pickLanguage({
    saved: headerLanguage(request) ?? request.cookies?.[LANGUAGE_COOKIE],
    browser: acceptedLanguages(request.headers['accept-language']),
    siteDefault,
  })
}

function headerLanguage(request: FastifyRequest): string | undefined {
  const value = request.headers[LANGUAGE_HEADER]
  return (typeof value === 'string' && asLanguage(value)) || undefined
}
