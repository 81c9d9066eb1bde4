import http from 'node:http'

/** What one call answered: status (0: no answer, the connection failed), `Retry-After` in seconds, JSON body. */
export interface Answer<T = unknown> {
  status: number
  retryAfterS: number | null
  body: T
  error?: string
}

/**
 * JSON calls through the load balancer over a bounded pool of keep-alive connections, with the Host header of the
 * site called (sites are chosen by Host, as behind a real domain). Never throws: a failed connection answers status 0.
 *
 * @example
 * const client = new LoadHttp('http://127.0.0.1:4340', 64)
 * const { status, body } = await client.call('POST', '/chat-widget/send_new_message', body, { host: 'demo.localhost' })
 */
export class LoadHttp {
  private readonly agent: http.Agent
  private readonly url: URL

  constructor(base: string, connections: number) {
    this.url = new URL(base)
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  }

  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    payload: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 15_000,
  ): Promise<Answer<T>> {
    const data = payload === undefined ? undefined : JSON.stringify(payload)
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          agent: this.agent,
          timeout: timeoutMs,
          headers: {
            ...(data === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', (error) =>
            resolve({ status: 0, retryAfterS: null, body: null as T, error: error.message }),
          )
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString()
            let body: unknown = text
            try {
              body = JSON.parse(text)
            } catch {
              // A page, or nginx's own error page.
            }
            const retryAfter = Number(response.headers['retry-after'])
            resolve({
              status: response.statusCode ?? 0,
              retryAfterS: Number.isFinite(retryAfter) && response.headers['retry-after'] ? retryAfter : null,
              body: body as T,
            })
          })
        },
      )
      request.on('timeout', () => request.destroy(new Error('timed out')))
      request.on('error', (error) => resolve({ status: 0, retryAfterS: null, body: null as T, error: error.message }))
      request.end(data)
    })
  }

  close(): void {
    this.agent.destroy()
  }
}
