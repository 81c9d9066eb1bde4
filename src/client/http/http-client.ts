import * as t from 'io-ts'
import { decode } from '../../../contract/decode'
import { ErrorResponse } from '../../../contract/errors'
import { HttpError } from './http-error'

export type Query = Record<string, string | number | boolean | undefined>

/** A `Blob` by its shape: `fetch` may make its Blobs in another realm than the page's `Blob` (tests, workers). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'

/** The answer of `HttpClient.file`: the body as a `Blob`. */
const FileBody = new t.Type<Blob, Blob, unknown>(
  'FileBody',
  isBlob,
  (value, context) => (isBlob(value) ? t.success(value) : t.failure(value, context)),
  t.identity,
)

export interface RequestOptions<A> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** Decodes the answer where it enters: nothing undecoded reaches a store. */
  codec: t.Type<A, unknown, unknown>
  query?: Query
  /** Sent as JSON; a `FormData` is sent as it is (the browser sets the multipart type). */
  body?: unknown
  headers?: Record<string, string>
  /**
   * `false`: a 401 is an ordinary error of this call, the policy does not see it (the logout call itself). Default
   * true.
   */
  authRecovery?: boolean
  /** Send without the policy's credential (the token refresh itself). */
  anonymous?: boolean
  /** Lets the request outlive the page (a change sent as the visitor leaves). */
  keepalive?: boolean
  /** The answer is a file (a PDF), read as a `Blob` instead of decoded JSON (`HttpClient.file`). */
  file?: boolean
}

/**
 * How a client proves who is calling, and what a 401 means. Two policies
 * exist: `CustomerTokenPolicy` (the widget: bearer token, refresh on expiry)
 * and `OwnerCookiePolicy` (the owner app: same-origin session cookie, a 401
 * means signed out).
 */
export interface AuthPolicy {
  /** `fetch`'s credentials mode. */
  readonly credentials: RequestCredentials
  /** Headers every call carries. */
  readonly headers: Readonly<Record<string, string>>
  /** The bearer token to send now, or null for none. */
  token(): string | null
  /**
   * A call sent with `sentWith` was answered 401. Resolve with the token to
   * retry it with (once), or reject (usually with `error`) to fail the call.
   */
  unauthorized(error: HttpError, sentWith: string | null, client: HttpClient): Promise<string>
  /** The retry was answered 401 as well. */
  retryRefused(error: HttpError): void
}

export interface HttpClientOptions<P extends AuthPolicy> {
  policy: P
  /** Defaults to the global `fetch`; tests pass a fake server's `fetch`. */
  fetch?: typeof fetch
  /** Prefix of every path; default '' (same origin). */
  baseUrl?: string
}

/**
 * The one HTTP client of the widget and the owner app. Every call sends
 * `accept: application/json`, the policy's headers and credential, JSON
 * bodies (or a `FormData` as is); every answer is decoded with the call's
 * codec from `contract/`. A failure rejects with an `HttpError` (status 0
 * for the network, `DECODE` for an answer that does not decode, otherwise
 * the server's status, code, message and field errors). A 401 goes to the
 * policy, which may hand back a token to retry with once.
 *
 * @example
 * const api = new HttpClient({ policy: new OwnerCookiePolicy(() => session.signedOut()) })
 * const { conversations } = await api.get(OWNER_CONVERSATIONS_PATH, ConversationsResponse, { search: '98290' })
 */
export class HttpClient<P extends AuthPolicy = AuthPolicy> {
  readonly policy: P
  private readonly fetchImpl: typeof fetch
  private readonly baseUrl: string

  constructor(options: HttpClientOptions<P>) {
    this.policy = options.policy
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.baseUrl = options.baseUrl ?? ''
  }

  get<A>(path: string, codec: t.Type<A, unknown, unknown>, query?: Query): Promise<A> {
    return this.request({ method: 'GET', path, codec, query })
  }

  post<A>(path: string, body: unknown, codec: t.Type<A, unknown, unknown>): Promise<A> {
    return this.request({ method: 'POST', path, codec, body })
  }

  /** For the calls that take a file: the browser sets the multipart content type. */
  postForm<A>(path: string, form: FormData, codec: t.Type<A, unknown, unknown>): Promise<A> {
    return this.request({ method: 'POST', path, codec, body: form })
  }

  /**
   * A file the server sends (an invoice PDF), with the same credential and 401 handling as every call.
   *
   * @example
   * const pdf = await api.file(INVOICE_PDF_PATH, { customerId, orderId })
   */
  file(path: string, query?: Query): Promise<Blob> {
    return this.request({ method: 'GET', path, query, codec: FileBody, file: true })
  }

  async request<A>(options: RequestOptions<A>): Promise<A> {
    const sentWith = options.anonymous ? null : this.policy.token()
    const first = await this.send(options, sentWith)
    if (first.status !== 401 || options.authRecovery === false) return this.read(first, options)
    const token = await this.policy.unauthorized(await errorOf(first, options.path), sentWith, this)
    const retry = await this.send(options, token)
    if (retry.status === 401) {
      const error = await errorOf(retry, options.path)
      this.policy.retryRefused(error)
      throw error
    }
    return this.read(retry, options)
  }

  private async send(options: Omit<RequestOptions<unknown>, 'codec'>, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.policy.headers, ...options.headers }
    if (token) headers.authorization = `Bearer ${token}`
    let body: string | FormData | undefined
    if (options.body instanceof FormData) {
      body = options.body
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    try {
      return await this.fetchImpl(this.baseUrl + options.path + queryString(options.query), {
        method: options.method,
        headers,
        body,
        credentials: this.policy.credentials,
        ...(options.keepalive ? { keepalive: true } : {}),
      })
    } catch {
      throw new HttpError({ status: 0, code: 'NETWORK', path: options.path })
    }
  }

  private async read<A>(response: Response, options: Pick<RequestOptions<A>, 'path' | 'codec' | 'file'>): Promise<A> {
    if (!response.ok) throw await errorOf(response, options.path)
    const decoded = decode(options.codec, options.file ? await response.blob() : await jsonOf(response), 'answer')
    if (!decoded.ok)
      throw new HttpError({ status: response.status, code: 'DECODE', errors: decoded.errors, path: options.path })
    return decoded.value
  }
}

async function errorOf(response: Response, path: string): Promise<HttpError> {
  const decoded = decode(ErrorResponse, await jsonOf(response), 'error')
  const retryAfterSeconds = retryAfterOf(response)
  if (!decoded.ok) return new HttpError({ status: response.status, retryAfterSeconds, path })
  const { message, code, errors } = decoded.value
  return new HttpError({ status: response.status, code, serverMessage: message, errors, retryAfterSeconds, path })
}

/** Retry-After as whole seconds (our server sends seconds, never a date). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '')
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : undefined
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
