/**
 * The messages between the loader on a host page and the widget's iframe (docs/embedding.md, 'How it is built').
 * Two window messages open the link, each posted to the other side's exact origin and accepted only from the
 * expected origin and window: the iframe says `hello` to the host origin it was made for, the loader answers
 * `connect` with a `MessageChannel` port. Everything else travels over that port: calls (`id`, `call`, `args`),
 * their replies (`id`, `ok`, `value` or `error`) and events (`event`, `detail`).
 */
export const ENVELOPE_NS = 'vitrine'
export const ENVELOPE_VERSION = 1

export type HandshakeType = 'hello' | 'connect'

export interface Handshake {
  ns: typeof ENVELOPE_NS
  v: typeof ENVELOPE_VERSION
  type: HandshakeType
}

/** A call from the loader to the iframe. */
export interface PortCall {
  v: typeof ENVELOPE_VERSION
  id: number
  call: string
  args: unknown[]
}

/** The iframe's reply to a call. */
export interface PortReply {
  v: typeof ENVELOPE_VERSION
  id: number
  ok: boolean
  value?: unknown
  error?: string
}

/** An event of the widget, for the host page. */
export interface PortEvent {
  v: typeof ENVELOPE_VERSION
  event: string
  detail?: Record<string, unknown>
}

export function handshake(type: HandshakeType): Handshake {
  return { ns: ENVELOPE_NS, v: ENVELOPE_VERSION, type }
}

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null
}

/**
 * Whether a window message is the handshake `type` from the expected peer: its exact origin, its window, this
 * envelope's name and version. Anything else (another script's message, a forged one from another frame or origin,
 * a later version) is not.
 *
 * @example
 * addEventListener('message', (event) => {
 *   if (acceptsHandshake(event, { origin: 'https://demo.vitrine.example', source: frame.contentWindow }, 'hello'))
 *     connect()
 * })
 */
export function acceptsHandshake(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
  type: HandshakeType,
): boolean {
  const data = record(event.data)
  return (
    expected.source !== null &&
    event.source === expected.source &&
    event.origin === expected.origin &&
    data !== null &&
    data.ns === ENVELOPE_NS &&
    data.v === ENVELOPE_VERSION &&
    data.type === type
  )
}

/** The port message as a call, or null. */
export function asCall(data: unknown): PortCall | null {
  const value = record(data)
  if (!value || value.v !== ENVELOPE_VERSION || typeof value.id !== 'number' || typeof value.call !== 'string')
    return null
  return { v: ENVELOPE_VERSION, id: value.id, call: value.call, args: Array.isArray(value.args) ? value.args : [] }
}

/** The port message as a reply or an event, or null. */
export function asReplyOrEvent(data: unknown): PortReply | PortEvent | null {
  const value = record(data)
  if (!value || value.v !== ENVELOPE_VERSION) return null
  if (typeof value.id === 'number' && typeof value.ok === 'boolean') return value as unknown as PortReply
  if (typeof value.event === 'string') return value as unknown as PortEvent
  return null
}
