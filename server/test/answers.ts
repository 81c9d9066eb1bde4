import type * as t from 'io-ts'
import { expect } from 'vitest'
import { decode } from '../../contract/decode.js'
import type { TestApp } from './app.js'

/** An answer of `app.inject`. */
export type Reply = Awaited<ReturnType<TestApp['inject']>>

/** The body of an answer, after checking its status and that it decodes with the contract's codec. */
export function answerOf<A>(codec: t.Type<A, unknown, unknown>, response: Reply, status = 200): A {
  expect(response.statusCode, response.body).toBe(status)
  const decoded = decode(codec, response.json(), 'answer')
  expect(decoded.ok ? [] : decoded.errors).toEqual([])
  return response.json() as A
}

/** `[status, message, code]` of an error answer. */
export const failureOf = (response: Reply) => [response.statusCode, response.json().message, response.json().code]

/** The field paths an error answer names (`body.code`, `query.page`), in its order. */
export const errorPaths = (response: Reply): string[] =>
  response.json().errors.map((error: { path: string }) => error.path)
