import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { guardedLookup, isPrivateAddress } from './address-guard.js'

/** How an attempt went: the response's status (null: no response) and, on failure, why, in a short line. */
export interface PostOutcome {
  ok: boolean
  responseCode: number | null
  error: string | null
}

/** The most of a response body an attempt keeps (in `error`, for a delivery log). */
const EXCERPT_CHARS = 200
/** Bytes of a response read at most; the rest is not waited for. */
const READ_BYTES = 4096

/**
 * POSTs `body` with `headers` to the server's callers outside (webhooks,
 * web push): bounded by `timeoutMs` from the start to the end of the
 * response, redirects not followed, at most a few KB of the answer read (a
 * failure keeps its first 200 characters). With `guard`, the target must not
 * be a private address, checked on the address connected to (an IP in the
 * URL, or whatever its name resolves to at that moment): one guard for every
 * post the server makes to an address someone else gave it.
 *
 * @example
 * const headers = { 'content-type': 'application/json' }
 * await guardedPost('https://example.com/hook', '{}', headers, { timeoutMs: 10_000, guard: true })
 */
export function guardedPost(
  target: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
  options: { timeoutMs: number; guard: boolean },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const url = new URL(target)
    const host = url.hostname.replace(/^\[|\]$/g, '')
    // An IP in the URL is connected to without a lookup: checked here.
    if (options.guard && net.isIP(host) && isPrivateAddress(host))
      return resolve({ ok: false, responseCode: null, error: 'refused: a private address' })
    const client = url.protocol === 'https:' ? https : http
    let settled = false
    const done = (outcome: PostOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(outcome)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.guard),
        headers: { 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        let read = 0
        const finish = () => {
          const ok = status >= 200 && status < 300
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS).trim()
          done({ ok, responseCode: status, error: ok ? null : `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}` })
        }
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          read += chunk.length
          if (read >= READ_BYTES) finish()
        })
        response.on('end', finish)
        response.on('error', finish)
      },
    )
    const timer = setTimeout(
      () => done({ ok: false, responseCode: null, error: `no answer in ${options.timeoutMs} ms` }),
      options.timeoutMs,
    )
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ ok: false, responseCode: null, error: (error.code ? `${error.code}: ` : '') + error.message }),
    )
    request.end(body)
  })
}
