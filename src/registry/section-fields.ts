import * as t from 'io-ts'

/** A string that is one of `options` (icon names, button styles). */
export function oneOf<const T extends readonly string[]>(name: string, options: T): t.Type<T[number], string, unknown> {
  return new t.Type<T[number], string, unknown>(
    name,
    (input): input is T[number] => typeof input === 'string' && options.includes(input),
    (input, context) =>
      typeof input === 'string' && options.includes(input) ? t.success(input as T[number]) : t.failure(input, context, `expected one of ${options.join(', ')}`),
    (value) => value,
  )
}

/**
 * A URL an owner may put in a page: a same-site path (`/demo/logo.svg`), a
 * query on the current page (`?chat=open&source=cart_summary`, a chat deep
 * link, see SPEC §2) or an https URL. Anything else fails, in particular
 * `javascript:`, `data:` and `http:` URLs and protocol-relative `//host`.
 *
 * @example
 * SafeUrl.decode('?chat=open&source=direct_buy&item=garam-masala') // right
 * SafeUrl.decode('javascript:alert(1)') // left: expected a path starting with /, a query starting with ? or an https:// URL
 */
export const SafeUrl = new t.Type<string, string, unknown>(
  'SafeUrl',
  (input): input is string => typeof input === 'string',
  (input, context) =>
    typeof input === 'string' && (/^\/(?![/\\])/.test(input) || /^\?[^\s]+$/.test(input) || /^https:\/\/[^\s]+$/.test(input))
      ? t.success(input)
      : t.failure(input, context, 'expected a path starting with /, a query starting with ? or an https:// URL'),
  (value) => value,
)
