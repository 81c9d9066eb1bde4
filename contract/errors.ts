import * as t from 'io-ts'

/** Every error answer: a message for people, and the failing paths of a 400. */
export const ErrorResponse = t.intersection(
  [
    t.type({ message: t.string }),
    t.partial({
      code: t.string,
      errors: t.array(t.type({ path: t.string, message: t.string })),
    }),
  ],
  'ErrorResponse',
)
export type ErrorResponse = t.TypeOf<typeof ErrorResponse>
