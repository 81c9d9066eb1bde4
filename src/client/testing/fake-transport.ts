/** A request as the fake server saw it. */
export interface FakeRequest {
  method: string
  path: string
  query: Record<string, string>
  /** Parsed JSON body, or undefined. */
  body: unknown
  /** Lower-cased header names. */
  headers: Record<string, string>
}

export interface FakeResponse {
  /** Default 200. */
  status?: number
  body?: unknown
  /** Added to `content-type: application/json`. */
  headers?: Record<string, string>
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>

/**
 * Route table: `'POST /path'` or `'/path'` (any method) → a handler, or a fixed response. A method-specific route wins
 * over a path-only one set before it.
 */
export type FakeRoutes = Record<string, FakeHandler | FakeResponse>

/**
 * A fake server behind `fetch`: hand `fake.fetch` to a real `HttpClient`,
 * so tests exercise the transport's headers, decoding and 401 token handling
 * too. Every request is recorded in `calls`; an unknown route answers 404.
 *
 * @example
 * const fake = new FakeTransport({
 *   'POST /business_website/chat_widget/send_phone_number_otp': { body: { message: 'success' } },
 * })
 * const transport = new HttpClient({ policy: new CustomerTokenPolicy(tokens), fetch: fake.fetch })
 * fake.callsTo(SEND_OTP_PATH)[0].body // { phoneNumber, countryCode, subdomain }
 */
export class FakeTransport {
  readonly calls: FakeRequest[] = []
  private readonly routes = new Map<string, FakeHandler>()

  constructor(routes: FakeRoutes = {}) {
    this.setRoutes(routes)
  }

  /** Adds or replaces routes. */
  setRoutes(routes: FakeRoutes): void {
    for (const [key, handler] of Object.entries(routes)) this.route(key, handler)
  }

  /** A path without a method replaces every route of that path, whatever its method. */
  route(key: string, handler: FakeHandler | FakeResponse): void {
    if (key.startsWith('/'))
      for (const existing of [...this.routes.keys()]) if (existing.endsWith(` ${key}`)) this.routes.delete(existing)
    this.routes.set(key, typeof handler === 'function' ? handler : () => handler)
  }

  callsTo(path: string, method?: string): FakeRequest[] {
    return this.calls.filter((call) => call.path === path && (!method || call.method === method))
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://fake.test',
    )
    const method = (init?.method ?? 'GET').toUpperCase()
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    }
    this.calls.push(request)
    const handler = this.routes.get(`${method} ${url.pathname}`) ?? this.routes.get(url.pathname)
    const response = handler
      ? await handler(request)
      : { status: 404, body: { message: `No fake route for ${method} ${url.pathname}` } }
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'content-type': 'application/json', ...response.headers },
    })
  }
}

/**
 * The server's refusal of a request body with one field in error (400, `BAD_REQUEST`, the field's path and message),
 * as a form shows it beside that field.
 *
 * @example
 * 'POST /owner/webhooks': (request) => (bad(request) ? fieldRefusal('body.url', 'Enter a web address') : { body: ok })
 */
export function fieldRefusal(path: string, message: string): FakeResponse {
  return { status: 400, body: { message: 'Invalid request', code: 'BAD_REQUEST', errors: [{ path, message }] } }
}
