import * as t from 'io-ts'

/**
 * A codec of strings that pass `test`; anything else fails with `message`.
 * The value kinds of section schemas are built with it.
 *
 * @example
 * const Slug = stringRule('Slug', (value) => /^[a-z0-9-]+$/.test(value), 'expected a slug')
 */
export function stringRule<A extends string = string>(
  name: string,
  test: (value: string) => boolean,
  message: string,
): t.Type<A, string, unknown> {
  const is = (input: unknown): input is A => typeof input === 'string' && test(input)
  return new t.Type<A, string, unknown>(
    name,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context, message)),
    String,
  )
}

/** A string that is one of `options` (icon names, button styles). */
export const oneOf = <const T extends readonly string[]>(
  name: string,
  options: T,
): t.Type<T[number], string, unknown> =>
  stringRule(name, (value) => options.includes(value), `expected one of ${options.join(', ')}`)

/**
 * A URL an owner may put in a page: a same-site path (`/demo/logo.svg`), a
 * query on the current page (`?chat=open&source=cart_summary`, a chat deep
 * link), an anchor on the page (`#final-cta`) or an https URL. Anything else fails, in particular `javascript:`,
 * `data:` and `http:` URLs and protocol-relative `//host`.
 *
 * Browsers drop tabs and line breaks anywhere in a URL before reading it
 * (`/<TAB>/evil.example` is `//evil.example`, another site), so control
 * characters are refused outright, and a path or query must still name this
 * site once a URL parser has read it.
 *
 * @example
 * SafeUrl.decode('?chat=open&source=direct_buy&item=garam-masala') // right
 * SafeUrl.decode('javascript:alert(1)')
 * // left: expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL
 */
export const SafeUrl = stringRule(
  'SafeUrl',
  isSafeUrl,
  'expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL',
)

// A host no site has, to see where a relative URL leads once a browser has normalised it.
const HERE = 'https://this-site.invalid'

function isSafeUrl(input: string): boolean {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  if (/[\u0000-\u001f\u007f-\u009f]/.test(input)) return false
  if (/^#[A-Za-z][\w-]*$/.test(input)) return true
  const relative = /^\/(?![/\\])/.test(input) || /^\?[^\s]+$/.test(input)
  if (!relative && !/^https:\/\/[^\s]+$/.test(input)) return false
  try {
    const url = relative ? new URL(input, `${HERE}/page`) : new URL(input)
    return relative ? url.origin === HERE : url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

/** A colour as `#rrggbb`. */
export const Colour = /* @__PURE__ */ stringRule(
  'Colour',
  (value) => /^#[0-9a-f]{6}$/i.test(value),
  'expected a colour like #9a3412',
)

/** `true` or `false`, stored as text. */
export const Flag = /* @__PURE__ */ new t.Type<boolean, string, unknown>(
  'Flag',
  (input): input is boolean => typeof input === 'boolean',
  (input, context) =>
    input === 'true'
      ? t.success(true)
      : input === 'false'
        ? t.success(false)
        : t.failure(input, context, 'expected true or false'),
  String,
)

/** A number stored as text, within `min` and `max`. */
export function numberCodec(min = -Infinity, max = Infinity) {
  return new t.Type<number, string, unknown>(
    'Number',
    (input): input is number => typeof input === 'number',
    (input, context) => {
      const value = typeof input === 'string' && /^-?\d+(\.\d+)?$/.test(input) ? Number(input) : NaN
      return value >= min && value <= max
        ? t.success(value)
        : t.failure(input, context, `expected a number from ${min} to ${max}`)
    },
    String,
  )
}

/** The id of a catalogue item or category as a section names it: up to 80 letters, digits, `-` and `_`. */
export const CatalogueId = /* @__PURE__ */ stringRule(
  'CatalogueId',
  (value) => /^[\w-]{1,80}$/.test(value),
  'expected the id of an item or category of the shop',
)
