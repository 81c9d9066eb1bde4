import type * as t from 'io-ts'
import { decode } from '../../contract/decode.js'
import { DecodeError } from './errors.js'

/**
 * Decodes a request part with a contract codec, or throws a 400 naming every
 * failing path under `root` (`body.phoneNumber`, `query.subdomain`).
 *
 * @example
 * const { subdomain } = decodeOrThrow(PageQuery, request.query, 'query')
 */
export function decodeOrThrow<A, O>(codec: t.Type<A, O, unknown>, input: unknown, root: 'body' | 'query' | 'params'): A {
  const result = decode(codec, input, root)
  if (!result.ok) throw new DecodeError(result.errors)
  return result.value
}
