import { type AuthPolicy, HttpClient } from './http-client'
import type { HttpError } from './http-error'

/**
 * The owner app's policy: same-origin calls carrying the owner session
 * cookie (httpOnly, so scripts never see it); no token, no refresh. A 401
 * on any call means the session is gone: `onSignedOut` runs (once per call)
 * and the call rejects.
 *
 * @example
 * const api = new HttpClient({ policy: new OwnerCookiePolicy(() => session.signedOut()) })
 */
export class OwnerCookiePolicy implements AuthPolicy {
  readonly credentials = 'same-origin'
  readonly headers = {}

  constructor(private readonly onSignedOut: () => void = () => {}) {}

  token(): null {
    return null
  }

  unauthorized(error: HttpError): Promise<string> {
    this.onSignedOut()
    return Promise.reject(error)
  }

  retryRefused(): void {
    this.onSignedOut()
  }
}

/** The owner app's HTTP client: `HttpClient` with the owner-cookie policy. */
export type OwnerHttpClient = HttpClient<OwnerCookiePolicy>

/**
 * The owner app's client: `fetch` for tests, `onSignedOut` for a 401.
 *
 * @example
 * const api = ownerHttpClient({ onSignedOut: () => session.signedOut() })
 */
export function ownerHttpClient(options: { fetch?: typeof fetch; onSignedOut?: () => void } = {}): OwnerHttpClient {
  return new HttpClient({ policy: new OwnerCookiePolicy(options.onSignedOut), fetch: options.fetch })
}
