import { REAUTH_PATH, ReauthResponse, SESSION_TYPE_HEADER, TERMINAL_AUTH_CODES } from '../../../contract/auth'
import type { AuthPolicy, HttpClient } from './http-client'
import { HttpError } from './http-error'

/** Where the customer's access token is kept (the engine's `TokenStore`). */
export interface TokenSource {
  get(): string | null
  set(token: string): void
  clear(): void
}

/** Called when the customer's session is over: show `message` (when there is one), clear the session, go to /logout. */
export type TerminalAuthHandler = (message: string | undefined) => void

const TERMINAL = new Set<string>(TERMINAL_AUTH_CODES)

/**
 * The widget's policy: cookies go along (`credentials: 'include'`, the
 * refresh cookie), every call carries the nominal `timeout: 1000` header, the
 * language the widget shows when not English (`x-vitrine-lang`: the server
 * answers the owner's words in it) and the bearer token when there is one.
 *
 * What a 401 means:
 * - a terminal code (`TERMINAL_AUTH_CODES`): the terminal handler gets the
 *   server message, the call rejects;
 * - `TOKEN_EXPIRED`: one `POST /auth/user_reauth` (`x-session-type:
 *   customer`), shared by every call that fails meanwhile; the new token is
 *   stored and each call is retried once. A failed refresh (the handler gets
 *   its server message, once) or a 401 on the retry ends the session;
 * - any other 401 (no code, or a code the contract does not name, e.g. a
 *   wrong one-time code) is an ordinary error of that call.
 *
 * @example
 * const transport = new HttpClient({ policy: new CustomerTokenPolicy(new TokenStore(localStorage, 'demo')) })
 * transport.policy.onTerminalAuth((message) => engine.handleAuthLost(message))
 */
export class CustomerTokenPolicy implements AuthPolicy {
  readonly credentials = 'include'
  private refreshing: Promise<string> | null = null
  private readonly reportedRefreshes = new WeakSet<Promise<string>>()
  private terminalAuth: TerminalAuthHandler = () => {}

  /**
   * Sent with every call: the nominal timeout and, once the widget reads another language than English, that one
   * (`LANGUAGE_HEADER`, written by `src/widget/language.ts` where the widget loads that language's strings: kept out
   * of the widget's first chunk).
   */
  readonly headers: Record<string, string> = { timeout: '1000' }

  constructor(readonly tokens: TokenSource) {}

  /** The engine registers itself here; one handler at a time. */
  onTerminalAuth(handler: TerminalAuthHandler): void {
    this.terminalAuth = handler
  }

  token(): string | null {
    return this.tokens.get()
  }

  async unauthorized(error: HttpError, sentWith: string | null, client: HttpClient): Promise<string> {
    if (error.code && TERMINAL.has(error.code)) {
      this.terminalAuth(error.serverMessage)
      throw error
    }
    if (error.code !== 'TOKEN_EXPIRED') throw error
    // A call that failed with a token that has since been replaced retries with the new one, without a second refresh.
    const current = this.tokens.get()
    if (current !== null && current !== sentWith) return current
    return this.renew(client)
  }

  /**
   * A new access token through the one shared refresh (the realtime socket
   * asks when the server ended it at its token's expiry). A failed refresh
   * ends the session, reported once, like a call's.
   */
  async renew(client: HttpClient): Promise<string> {
    const refresh = this.refresh(client)
    try {
      return await refresh
    } catch (refreshError) {
      if (!this.reportedRefreshes.has(refresh)) {
        this.reportedRefreshes.add(refresh)
        this.terminalAuth(refreshError instanceof HttpError ? refreshError.serverMessage : undefined)
      }
      throw refreshError
    }
  }

  retryRefused(error: HttpError): void {
    this.terminalAuth(error.serverMessage)
  }

  /** The single in-flight refresh; parallel callers share it. */
  private refresh(client: HttpClient): Promise<string> {
    if (!this.refreshing) {
      this.refreshing = this.reauth(client).finally(() => {
        this.refreshing = null
      })
    }
    return this.refreshing
  }

  private async reauth(client: HttpClient): Promise<string> {
    const { accessToken } = await client.request({
      method: 'POST',
      path: REAUTH_PATH,
      codec: ReauthResponse,
      headers: { [SESSION_TYPE_HEADER]: 'customer' },
      anonymous: true,
      authRecovery: false,
    })
    this.tokens.set(accessToken)
    return accessToken
  }
}

/** The widget's HTTP client: `HttpClient` with the customer-token policy. */
export type CustomerHttpClient = HttpClient<CustomerTokenPolicy>
