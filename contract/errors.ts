import * as t from 'io-ts'
import { Text } from './text'

/** Every error answer: a message for people, and the failing paths of a 400. */
export const ErrorResponse = t.intersection(
  [
    t.type({ message: Text }),
    t.partial({
      code: Text,
      errors: t.array(t.type({ path: Text, message: Text })),
    }),
  ],
  'ErrorResponse',
)
export type ErrorResponse = t.TypeOf<typeof ErrorResponse>
