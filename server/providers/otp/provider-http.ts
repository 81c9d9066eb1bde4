import { OtpDeliveryError } from './otp-sender.js'

/** A provider's answer: its HTTP status and its body (parsed JSON, or null when it is none). */
export interface ProviderAnswer {
  status: number
  ok: boolean
  body: unknown
}

/**
 * One call to a code provider's HTTP API: no answer within `timeoutMs` or a network failure is an
 * `OtpDeliveryError` naming the provider; any answer is returned with its JSON body for the caller to judge.
 *
 * @example
 * const answer = await callProvider('MSG91', 'https://control.msg91.com/api/v5/flow', { method: 'POST' }, 5000)
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new OtpDeliveryError(`${provider} did not answer: ${(error as Error).message}`, { cause: error })
  }
  const text = await response.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, ok: response.ok, body }
}

/** A field of an answer's JSON object, when the answer is an object. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined
}

/** The default wait for a provider's answer. */
export const PROVIDER_TIMEOUT_MS = 5000

/** What a provider call sends: its headers and a JSON body or a form. */
export interface ProviderPost {
  headers: Record<string, string>
  json?: unknown
  form?: Record<string, string>
}

/**
 * `POST <apiUrl>/<path>` to a code provider, the way all of them are called: a JSON body
 * (`content-type: application/json`) or a form (`application/x-www-form-urlencoded`), the provider's auth header,
 * the default wait unless the sender's settings give one. Failures as `callProvider`.
 *
 * @example
 * const answer = await postToProvider('MSG91', 'https://control.msg91.com', '/api/v5/flow',
 *   { headers: { authkey: 'key' }, json: { template_id: '65f0' } })
 */
export function postToProvider(
  provider: string,
  apiUrl: string,
  path: string,
  post: ProviderPost,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  const form = post.form !== undefined
  const headers = {
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    accept: 'application/json',
    ...post.headers,
  }
  const body = form ? new URLSearchParams(post.form).toString() : JSON.stringify(post.json)
  return callProvider(provider, `${apiUrl.replace(/\/+$/, '')}${path}`, { method: 'POST', headers, body }, timeoutMs)
}

/** `Basic <base64 user:password>`: Twilio's auth (account SID and auth token). */
export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
}
