import { acceptsHandshake, asReplyOrEvent, ENVELOPE_VERSION, handshake, type PortReply } from './envelope'

/** How long after the iframe's load a `hello` may still come before the frame counts as refused. */
export const REFUSED_AFTER_LOAD_MS = 1500
/** The `name` of the error a refused or silent frame rejects with: its `error` event was fired already. */
export const TOLD = 'VitrineFrameFailure'

/** How long the iframe may take to say it is ready at all. */
export const READY_TIMEOUT_MS = 30_000

export interface FrameLinkOptions {
  /** The Vitrine site's origin (the loader's own). */
  origin: string
  holder: HTMLElement
  title: string
  onEvent(event: string, detail: Record<string, unknown>): void
  /** The frame was refused (`not-allowed`: the origin is not on the owner's list) or never answered (`timeout`). */
  onFailure(code: 'not-allowed' | 'timeout'): void
}

/**
 * The widget's iframe and the link to it: made on first use, served from the site's own host (`/embed`, told this
 * page's origin), the handshake checked both ways (`envelope.ts`), then calls and events over a `MessageChannel`.
 * `ready` resolves when the widget says it is ready, and rejects when the frame is refused or silent.
 */
export class FrameLink {
  readonly frame: HTMLIFrameElement
  readonly ready: Promise<void>
  private port: MessagePort | null = null
  private nextId = 1
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  private readonly onMessage: (event: MessageEvent) => void
  private timers: ReturnType<typeof setTimeout>[] = []

  constructor(private readonly options: FrameLinkOptions) {
    const frame = document.createElement('iframe')
    frame.title = options.title
    frame.allow = 'microphone; clipboard-write'
    frame.src = `${options.origin}/embed?origin=${encodeURIComponent(location.origin)}`
    this.frame = frame
    let hello = false
    let settle: { resolve(): void; reject(error: Error): void }
    this.ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
    // Nobody needs to catch it: a failure is also told through `onFailure`.
    this.ready.catch(() => undefined)
    const fail = (code: 'not-allowed' | 'timeout') => {
      if (this.port) return
      this.dispose()
      options.onFailure(code)
      settle.reject(Object.assign(new Error(code), { name: TOLD }))
    }
    this.onMessage = (event) => {
      if (hello || !acceptsHandshake(event, { origin: options.origin, source: frame.contentWindow }, 'hello')) return
      hello = true
      const channel = new MessageChannel()
      channel.port1.onmessage = (message) => this.received(message.data, settle.resolve)
      this.port = channel.port1
      frame.contentWindow!.postMessage(handshake('connect'), options.origin, [channel.port2])
    }
    addEventListener('message', this.onMessage)
    // A frame its CSP refuses still fires `load` (with an error page in it) but never says hello.
    frame.addEventListener('load', () => {
      this.timers.push(setTimeout(() => !hello && fail('not-allowed'), REFUSED_AFTER_LOAD_MS))
    })
    this.timers.push(setTimeout(() => fail('timeout'), READY_TIMEOUT_MS))
    options.holder.append(frame)
  }

  /** Calls the widget; resolves with its answer, rejects with its error code. */
  async call(call: string, args: unknown[] = []): Promise<unknown> {
    await this.ready
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.port!.postMessage({ v: ENVELOPE_VERSION, id, call, args })
    })
  }

  dispose(): void {
    removeEventListener('message', this.onMessage)
    for (const timer of this.timers) clearTimeout(timer)
    this.port?.close()
    this.frame.remove()
    for (const { reject } of this.pending.values()) reject(new Error('destroyed'))
    this.pending.clear()
  }

  private received(data: unknown, ready: () => void): void {
    const message = asReplyOrEvent(data)
    if (!message) return
    if ('event' in message) {
      if (message.event === 'ready') {
        for (const timer of this.timers) clearTimeout(timer)
        ready()
      }
      this.options.onEvent(message.event, message.detail ?? {})
      return
    }
    this.settle(message)
  }

  private settle(reply: PortReply): void {
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (reply.ok) waiting.resolve(reply.value)
    else waiting.reject(new Error(reply.error ?? 'failed'))
  }
}
