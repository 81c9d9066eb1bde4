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
