import type * as t from 'io-ts'
import { decode } from '../../contract/decode'
import { ErrorResponse } from '../../contract/errors'
import type { OwnerLeadEvent, OwnerMessageEvent, OwnerOrderEvent, OwnerReadEvent } from '../../contract/owner-inbox'
import { HttpError } from '../engine/transport/http-error'

export type OwnerQuery = Record<string, string | number | undefined>

/**
 * The owner app's HTTP client: same-origin calls that carry the owner
 * session cookie (httpOnly, so scripts never see it); answers are decoded
 * with the call's codec where they enter. A failure rejects with the
 * widget's `HttpError` (status 0 for the network, `code` from the server,
 * `serverMessage` to show). `onSignedOut` runs on a 401, once per call.
 *
 * @example
 * const api = new OwnerApi({ onSignedOut: () => session.signedOut() })
 * const { conversations } = await api.get(OWNER_CONVERSATIONS_PATH, ConversationsResponse, { search: '98290' })
 */
export class OwnerApi {
  private readonly fetchImpl: typeof fetch
  private readonly onSignedOut: () => void

  constructor(options: { fetch?: typeof fetch; onSignedOut?: () => void } = {}) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
    this.onSignedOut = options.onSignedOut ?? (() => {})
  }

  get<A>(path: string, codec: t.Type<A, unknown, unknown>, query: OwnerQuery = {}): Promise<A> {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
    const url = search.size > 0 ? `${path}?${search.toString()}` : path
    return this.send(url, path, codec, { method: 'GET' })
  }

  post<A>(path: string, body: unknown, codec: t.Type<A, unknown, unknown>): Promise<A> {
    return this.send(path, path, codec, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  }

  /** For the calls that take a file (`FormData`): the browser sets the multipart content type. */
  postForm<A>(path: string, form: FormData, codec: t.Type<A, unknown, unknown>): Promise<A> {
    return this.send(path, path, codec, { method: 'POST', body: form })
  }

  private async send<A>(url: string, path: string, codec: t.Type<A, unknown, unknown>, init: RequestInit): Promise<A> {
    let response: Response
    try {
      response = await this.fetchImpl(url, { ...init, credentials: 'same-origin' })
    } catch {
      throw new HttpError({ status: 0, code: 'NETWORK', path })
    }
    const json: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const error = decode(ErrorResponse, json, 'error')
      const body = error.ok ? error.value : undefined
      if (response.status === 401) this.onSignedOut()
      throw new HttpError({ status: response.status, code: body?.code, serverMessage: body?.message, errors: body?.errors, path })
    }
    const result = decode(codec, json, 'answer')
    if (!result.ok) throw new HttpError({ status: response.status, code: 'DECODE', errors: result.errors, path })
    return result.value
  }
}

/**
 * The owner socket's events as the owner app's parts listen to them
 * (`OWNER_SOCKET_EVENTS` of contract/owner-inbox.ts, decoded by whoever
 * implements this). `on` returns the unsubscribe. `reconnected` fires after
 * the socket came back or the server asked for a resync: refetch then.
 */
export interface OwnerLive {
  on(event: 'message', handler: (event: OwnerMessageEvent) => void): () => void
  on(event: 'read', handler: (event: OwnerReadEvent) => void): () => void
  on(event: 'order', handler: (event: OwnerOrderEvent) => void): () => void
  on(event: 'lead', handler: (event: OwnerLeadEvent) => void): () => void
  on(event: 'reconnected', handler: () => void): () => void
}
