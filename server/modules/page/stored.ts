import type * as t from 'io-ts'
import { decode } from '../../../contract/decode.js'

/** Decodes a stored jsonb value; one that does not decode is a bug to report, never something to send. */
export function stored<A>(codec: t.Type<A, unknown, unknown>, value: unknown, what: string): A {
  const result = decode(codec, value, what)
  if (!result.ok) throw new Error(`stored ${what} does not decode: ${result.errors.map((e) => e.path).join(', ')}`)
  return result.value
}
