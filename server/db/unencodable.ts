/**
 * Whether an error is the database refusing text it cannot store: NUL in a
 * text value (`22021` character_not_in_repertoire, "invalid byte sequence
 * for encoding "UTF8": 0x00"), `\u0000` in JSON (`22P05`
 * untranslatable_character, "unsupported Unicode escape sequence"), or an
 * unpaired surrogate in JSON (`22P02` "invalid input syntax for type json"
 * with a detail about a surrogate). PostgreSQL and PGlite report the same
 * codes; the messages are matched too, for a driver that drops the code.
 * The contract's `Text` codec refuses such text at the boundary; this is
 * for what still slips through (a Host header, a field read before its
 * codec), so the client gets a 400 instead of a 500.
 *
 * @example
 * isUnencodableText(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }))
 * // true
 * isUnencodableText(Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: '22P02' })) // false
 */
export function isUnencodableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message, detail } = error as { code?: unknown; message?: unknown; detail?: unknown }
  if (code === '22021' || code === '22P05') return true
  if (code === '22P02' && typeof detail === 'string' && /surrogate|unicode/i.test(detail)) return true
  return typeof message === 'string' && UNENCODABLE_MESSAGES.some((pattern) => pattern.test(message))
}

const UNENCODABLE_MESSAGES = [
  /invalid byte sequence for encoding/i,
  /unsupported Unicode escape sequence/i,
  /character with byte sequence .* has no equivalent in encoding/i,
]
