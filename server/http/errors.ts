import type { FieldError } from '../../contract/decode.js'

/**
 * An error with an HTTP status that is safe to show to the client.
 * Anything else thrown in a route becomes a 500 with a generic message.
 *
 * @example
 * throw new HttpError(403, 'This cart belongs to another customer', 'FORBIDDEN')
 */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

/** A 400 listing every failing field path. */
export class DecodeError extends HttpError {
  constructor(errors: FieldError[]) {
    super(
      400,
      `Invalid request: ${errors.map((error) => `${error.path} ${error.message}`).join('; ')}`,
      'BAD_REQUEST',
      errors,
    )
  }
}
