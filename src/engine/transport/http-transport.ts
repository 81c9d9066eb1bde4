import type * as t from 'io-ts'
import { REAUTH_PATH, ReauthResponse, SESSION_TYPE_HEADER, TERMINAL_AUTH_CODES } from '../../../contract/auth'
import { decode } from '../../../contract/decode'
import { ErrorResponse } from '../../../contract/errors'
import type { TokenSource } from '../session/token-store'
import { HttpError } from './http-error'

export type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions<A> {
  method: 'GET' | 'POST'
  path: string
  /** Decodes the answer where it enters (§ "Decode once, at the boundary"). */
  codec: t.Type<A, unknown, unknown>
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  /** `false`: a 401 is an ordinary error, no refresh and no logout (the logout call itself). Default true. */
  authRecovery?: boolean
  /** Lets the request outlive the page (a change sent as the visitor leaves). */
  keepalive?: boolean
}

/** Called when a 401 ends the session: show `message` (when there is one), clear the session, go to /logout. */
export type TerminalAuthHandler = (message: string | undefined) => void

export interface HttpTransportOptions {
  tokens: TokenSource
  /** Defaults to the global `fetch`; tests pass `FakeTransport.fetch`. */
  fetch?: typeof fetch
  /** Prefix of every path; default '' (same origin). */
  baseUrl?: string
}

const TERMINAL = new Set<string>(TERMINAL_AUTH_CODES)

/**
 * The widget's HTTP client (docs/product.md). Every call carries cookies
 * (`credentials: 'include'`), the nominal `timeout: 1000` header and the
 * bearer token when there is one; answers are decoded with the call's codec.
 *
 * Token handling (docs/product.md, 'Error catalogue'):
 * - 401 with a terminal code (`TERMINAL_AUTH_CODES`): the terminal handler
 *   gets the server message, the call rejects.
 * - 401 `TOKEN_EXPIRED`: one `POST /auth/user_reauth` (`x-session-type:
 *   customer`), shared by every request that fails meanwhile; the new token
 *   is stored and each request is retried once. A failed refresh (handler
 *   gets its server message, once) or a 401 on the retry ends the session.
 * - Any other 401 (no code, or a code the contract does not name, e.g. a
 *   wrong one-time code) is an ordinary error of that call.
 *
 * @example
 * const transport = new HttpTransport({ tokens: new TokenStore(localStorage, 'demo') })
 * const answer = await transport.post(SEND_OTP_PATH, { phoneNumber, countryCode, subdomain }, MessageResponse)
 */
export class HttpTransport {
  readonly tokens: TokenSource
  private readonly fetchImpl: typeof fetch
  private readonly baseUrl: string
  private refreshing: Promise<string> | null = null
  private readonly reportedRefreshes = new WeakSet<Promise<string>>()
  private terminalAuth: TerminalAuthHandler = () => {}

  constructor(options: HttpTransportOptions) {
    this.tokens = options.tokens
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.baseUrl = options.baseUrl ?? ''
  }

  /** The engine registers itself here; one handler at a time. */
  onTerminalAuth(handler: TerminalAuthHandler): void {
    this.terminalAuth = handler
  }

  get<A>(path: string, codec: t.Type<A, unknown, unknown>, query?: Query): Promise<A> {
    return this.request({ method: 'GET', path, codec, query })
  }

  post<A>(path: string, body: unknown, codec: t.Type<A, unknown, unknown>): Promise<A> {
    return this.request({ method: 'POST', path, codec, body })
  }

  async request<A>(options: RequestOptions<A>): Promise<A> {
    const sentWith = this.tokens.get()
    const first = await this.send(options, sentWith)
    if (first.status !== 401 || options.authRecovery === false) return this.read(first, options)

    const error = await errorOf(first, options.path)
    if (error.code && TERMINAL.has(error.code)) {
      this.terminalAuth(error.serverMessage)
      throw error
    }
    if (error.code !== 'TOKEN_EXPIRED') throw error

    // A request that failed with a token that has since been replaced retries with the new one, without a second refresh.
    const current = this.tokens.get()
    let token: string
    if (current !== null && current !== sentWith) {
      token = current
    } else {
      const refresh = this.refresh()
      try {
        token = await refresh
      } catch (refreshError) {
        if (!this.reportedRefreshes.has(refresh)) {
          this.reportedRefreshes.add(refresh)
          this.terminalAuth(refreshError instanceof HttpError ? refreshError.serverMessage : undefined)
        }
        throw refreshError
      }
    }

    const retry = await this.send(options, token)
    if (retry.status === 401) {
      const retryError = await errorOf(retry, options.path)
      this.terminalAuth(retryError.serverMessage)
      throw retryError
    }
    return this.read(retry, options)
  }

  /** The single in-flight refresh; parallel callers share it. */
  private refresh(): Promise<string> {
    if (!this.refreshing) {
      this.refreshing = this.reauth().finally(() => {
        this.refreshing = null
      })
    }
    return this.refreshing
  }

  private async reauth(): Promise<string> {
    const response = await this.send({ method: 'POST', path: REAUTH_PATH, headers: { [SESSION_TYPE_HEADER]: 'customer' } }, null)
    const { accessToken } = await this.read(response, { path: REAUTH_PATH, codec: ReauthResponse })
    this.tokens.set(accessToken)
    return accessToken
  }

  private async send(options: Omit<RequestOptions<unknown>, 'codec'>, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', timeout: '1000', ...options.headers }
    if (token) headers.authorization = `Bearer ${token}`
    let body: string | undefined
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    try {
      return await this.fetchImpl(this.baseUrl + options.path + queryString(options.query), {
        method: options.method,
        headers,
        body,
        credentials: 'include',
        ...(options.keepalive ? { keepalive: true } : {}),
      })
    } catch {
      throw new HttpError({ status: 0, code: 'NETWORK', path: options.path })
    }
  }

  private async read<A>(response: Response, options: Pick<RequestOptions<A>, 'path' | 'codec'>): Promise<A> {
    if (!response.ok) throw await errorOf(response, options.path)
    const decoded = decode(options.codec, await jsonOf(response), 'answer')
    if (!decoded.ok) throw new HttpError({ status: response.status, code: 'DECODE', errors: decoded.errors, path: options.path })
    return decoded.value
  }
}

async function errorOf(response: Response, path: string): Promise<HttpError> {
  const decoded = decode(ErrorResponse, await jsonOf(response), 'error')
  if (!decoded.ok) return new HttpError({ status: response.status, path })
  const { message, code, errors } = decoded.value
  return new HttpError({ status: response.status, code, serverMessage: message, errors, path })
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}
