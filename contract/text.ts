import * as t from 'io-ts'

/** Why a string is refused: said once, by both codecs below. */
export const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate'

/**
 * Where the first character is that no database column can keep: NUL
 * (PostgreSQL text cannot hold it) or half of a surrogate pair (not a
 * character at all: it cannot be written as UTF-8, and `jsonb` refuses its
 * `\ud800` escape). -1 when the string is clean.
 *
 * @example
 * unsafeCharacterIndex('hi\u0000there') // 2
 * unsafeCharacterIndex('chai ☕ 😀')     // -1
 */
export function unsafeCharacterIndex(value: string): number {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index)
    if (unit === 0) return index
    if (unit < 0xd800 || unit > 0xdfff) continue
    const next = value.charCodeAt(index + 1)
    // A high surrogate followed by a low one is one character; anything else is half of one.
    if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++
    else return index
  }
  return -1
}

export const isText = (value: unknown): value is string =>
  typeof value === 'string' && unsafeCharacterIndex(value) === -1

/**
 * The string with each NUL and unpaired surrogate replaced by U+FFFD, for
 * echoing client input (an object key in an error path) in an answer that
 * must itself be `Text`.
 *
 * @example
 * toText('pri\u0000mary') // 'pri\ufffdmary'
 */
export function toText(value: string): string {
  if (unsafeCharacterIndex(value) === -1) return value
  let text = ''
  for (const character of value) {
    // Iterating a string yields whole characters, and an unpaired surrogate or NUL as one of its own.
    text += unsafeCharacterIndex(character) === -1 ? character : '\ufffd'
  }
  return text
}

/**
 * The string codec of every contract shape: a string without NUL and without
 * unpaired surrogates, so client text can always be stored and sent on.
 * Typed as plain `string`; a non-string fails as `expected string`, exactly
 * like `t.string`, and a string with such a character fails with
 * `UNSAFE_TEXT_MESSAGE` at its path (the server answers 400 `body.message`).
 * Use it wherever a contract codec would use `t.string`.
 *
 * @example
 * const Body = t.type({ message: Text })
 * decode(Body, { message: 'hi\u0000there' }, 'body')
 * // errors: [{ path: 'body.message', message: 'must not contain a NUL character or an unpaired surrogate' }]
 */
export const Text = new t.Type<string, string, unknown>(
  'string',
  isText,
  (input, context) =>
    typeof input !== 'string'
      ? t.failure(input, context)
      : unsafeCharacterIndex(input) === -1
        ? t.success(input)
        : t.failure(input, context, UNSAFE_TEXT_MESSAGE),
  t.identity,
)

/**
 * Any JSON value whose strings, and object keys, are all `Text`: for the few
 * fields a handler reads loosely (`quantity`, the cart update's `value`).
 * The failure names the nested path (`body.value.name`). Walked without
 * recursion, so deep nesting cannot exhaust the stack.
 *
 * @example
 * decode(t.type({ value: TextValue }), { value: { name: '\ud800' } }, 'body')
 * // errors: [{ path: 'body.value.name', ... }]
 */
export const TextValue: t.Type<unknown, unknown, unknown> = new t.Type<unknown, unknown, unknown>(
  'TextValue',
  (input): input is unknown => unsafePath(input) === undefined,
  (input, context) => {
    const path = unsafePath(input)
    if (path === undefined) return t.success(input)
    const inner: t.ContextEntry[] = path.map((key) => ({ key, type: TextValue, actual: undefined }))
    return t.failure(input, [...context, ...inner], UNSAFE_TEXT_MESSAGE)
  },
  t.identity,
)

/** The keys leading to the first unsafe string or key inside `value`, or undefined when there is none. */
function unsafePath(value: unknown): string[] | undefined {
  // Each entry points at its parent, so a path is built only for the one failure (deep input stays linear).
  type Entry = { value: unknown; key: string; parent: Entry | undefined }
  const pathOf = (entry: Entry | undefined): string[] => {
    const keys: string[] = []
    for (let at = entry; at?.parent !== undefined; at = at.parent) keys.unshift(at.key)
    return keys
  }
  const pending: Entry[] = [{ value, key: '', parent: undefined }]
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const current = entry.value
    if (typeof current === 'string') {
      if (!isText(current)) return pathOf(entry)
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const child = { value: item, key, parent: entry }
        if (!isText(key)) return pathOf(child)
        pending.push(child)
      }
    }
  }
  return undefined
}

/**
 * A record keyed by `Text`. `t.record(Text, …)` alone would silently drop a
 * key that is not text; this refuses it instead, naming the key.
 *
 * @example
 * const ColorPalette = textRecord(Text, 'ColorPalette')
 * decode(ColorPalette, { 'pri\u0000mary': '#fff' }, 'body.colorPalette')
 * // errors: [{ path: 'body.colorPalette.pri\ufffdmary', ... }]
 */
export function textRecord<C extends t.Mixed>(
  codomain: C,
  name: string,
): t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown> {
  const record = t.record(Text, codomain)
  return new t.Type(
    name,
    record.is,
    (input, context) => {
      const badKey = t.UnknownRecord.is(input) ? Object.keys(input).find((key) => !isText(key)) : undefined
      if (badKey === undefined) return record.validate(input, context)
      return t.failure(badKey, t.appendContext(context, badKey, Text, badKey), UNSAFE_TEXT_MESSAGE)
    },
    record.encode,
  )
}
