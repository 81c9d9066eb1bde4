import * as t from 'io-ts'
import { Text } from './text'

/**
 * `codec`, or null: the shape of every optional-but-present field of the wire.
 *
 * @example
 * t.type({ email: nullable(Text) }) // { email: 'a@b.in' } and { email: null } both decode
 */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

/**
 * The codec of an answer: `{ message, ...props }`, since every answer carries its `message` (`'success'`).
 *
 * @example
 * export const ReauthResponse = answer({ accessToken: Text }, 'ReauthResponse')
 */
export const answer = <P extends t.Props>(props: P, name?: string) => t.type({ message: Text, ...props }, name)
