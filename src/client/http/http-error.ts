import type { FieldError } from '../../../contract/decode'

/**
 * A failed call: `status` is the HTTP status (0 when the network failed),
 * `code` the server's error code (`TOKEN_EXPIRED`, ...) or `NETWORK` /
 * `DECODE` for failures on our side, `serverMessage` the server's text for
 * people, when it sent one.
 */
export class HttpError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly serverMessage: string | undefined
  readonly errors: readonly FieldError[]
  /** The server's Retry-After in seconds (a 429), when it sent one. */
  readonly retryAfterSeconds: number | undefined

  constructor(init: {
    status: number
    code?: string
    serverMessage?: string
    errors?: readonly FieldError[]
    retryAfterSeconds?: number
    path: string
  }) {
    super(init.serverMessage ?? `${init.path} failed (${init.code ?? `HTTP ${init.status}`})`)
    this.name = 'HttpError'
    this.status = init.status
    this.code = init.code
    this.serverMessage = init.serverMessage
    this.errors = init.errors ?? []
    this.retryAfterSeconds = init.retryAfterSeconds
  }

  /** The server answered (any status); false for network and decode failures. */
  get answered(): boolean {
    return this.status > 0 && this.code !== 'DECODE'
  }
}

/** The server's message of a failed call, if any (for snackbars "server message or ..."). */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof HttpError ? error.serverMessage : undefined
}
