import * as t from 'io-ts'
import { toText } from './text'

/** One decode failure: where it is (`body.items.0.quantity`) and what was expected. */
export interface FieldError {
  path: string
  message: string
}

/**
 * Turns io-ts errors into one entry per failing path.
 * Union branches report several candidates for the same path; the first one wins.
 *
 * @example
 * toFieldErrors(result.left, 'body') // [{ path: 'body.phoneNumber', message: 'expected string' }]
 */
export function toFieldErrors(errors: t.Errors, root: string): FieldError[] {
  const byPath = new Map<string, FieldError>()
  for (const error of errors) {
    const keys = error.context
      .filter((_entry, index) => index > 0 && !isCombinatorMember(error.context[index - 1]!.type))
      .map((entry) => entry.key)
    // A key is the client's own text: echoed only as text an answer may carry.
    const path = toText([root, ...keys].join('.'))
    if (byPath.has(path)) continue
    const expected = error.context[error.context.length - 1]?.type.name ?? 'value'
    byPath.set(path, { path, message: error.message ?? `expected ${expected}` })
  }
  return [...byPath.values()]
}

// Unions and intersections put the index of their member into the context ("0", "1"); it is not part of the data path.
function isCombinatorMember(parent: t.Decoder<unknown, unknown>): boolean {
  return parent instanceof t.UnionType || parent instanceof t.IntersectionType
}

/** Result of decoding: the typed value, or every failing path. */
export type Decoded<A> = { ok: true; value: A } | { ok: false; errors: FieldError[] }

/**
 * Decodes `input` with `codec`, reporting every error with its path under `root`.
 *
 * @example
 * const r = decode(PageQuery, request.query, 'query')
 * if (!r.ok) console.log(r.errors)
 */
export function decode<A, O>(codec: t.Type<A, O, unknown>, input: unknown, root: string): Decoded<A> {
  const result = codec.decode(input)
  // Checked by tag, not fp-ts' isLeft, so the browser bundle does not pull in fp-ts' CommonJS build.
  if (result._tag === 'Left') return { ok: false, errors: toFieldErrors(result.left, root) }
  return { ok: true, value: result.right }
}
