import { randomUUID } from 'node:crypto'
import { OWNER_MESSAGES_PATH, SEND_MESSAGE_PATH } from '../../contract/chat.js'
import type { LoadCustomer } from './customer.js'
import type { Answer, LoadHttp } from './http.js'
import type { Ledger } from './ledger.js'

/** What the load met besides 200s: by kind (`send 503`, `reply 0`, ...), and whether each 503 said when to retry. */
export class Tally {
  readonly answers = new Map<string, number>()
  unavailableWithoutRetryAfter = 0

  count(what: string, answer: Answer): void {
    const key = `${what} ${answer.status}`
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1)
    if (answer.status === 503 && answer.retryAfterS === null) this.unavailableWithoutRetryAfter++
  }

  /** Answers other than 200, `kind status: count`. */
  errors(): Record<string, number> {
    return Object.fromEntries([...this.answers].filter(([key]) => !key.endsWith(' 200')))
  }
}

export interface TrafficDeps {
  http: LoadHttp
  ledger: Ledger
  tally: Tally
  /** The owner key of a site (`OWNER_KEYS`). */
  ownerKeyOf(subdomain: string): string
  /** Sends stop being retried after this (performance.now()). */
  retryUntil: () => number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls until a 200, as the widget retries a send: the same `clientMessageId` each time (the server keeps it once),
 * after `Retry-After` (or a second) on a 429, a 5xx or no answer; a 4xx other than 429 is final.
 */
async function untilAcked(deps: TrafficDeps, what: string, call: () => Promise<Answer>): Promise<boolean> {
  for (;;) {
    const answer = await call()
    deps.tally.count(what, answer)
    if (answer.status === 200) return true
    const retry = answer.status === 0 || answer.status === 429 || answer.status >= 500
    if (!retry || performance.now() > deps.retryUntil()) return false
    await pause(Math.min(10, answer.retryAfterS ?? 1) * 1000)
  }
}

/** A customer's message (text = its `clientMessageId`), retried until acknowledged. */
export async function customerSend(deps: TrafficDeps, customer: LoadCustomer, bucket: string): Promise<boolean> {
  const text = `load-${randomUUID()}`
  deps.ledger.sent(text, bucket)
  const body = { senderId: customer.customerId, customerId: customer.customerId, message: text, clientMessageId: text }
  const acked = await untilAcked(deps, 'send', () =>
    deps.http.call('POST', SEND_MESSAGE_PATH, body, customer.authorization),
  )
  if (acked) deps.ledger.acked(text)
  return acked
}

/** The owner's reply to a customer (owner key), retried until acknowledged. */
export async function ownerReply(deps: TrafficDeps, customer: LoadCustomer, bucket: string): Promise<void> {
  const text = `reply-${randomUUID()}`
  deps.ledger.sent(text, bucket)
  const headers = { authorization: `Bearer ${deps.ownerKeyOf(customer.subdomain)}`, host: customer.host }
  const body = { customerId: customer.customerId, message: text }
  if (await untilAcked(deps, 'reply', () => deps.http.call('POST', OWNER_MESSAGES_PATH, body, headers)))
    deps.ledger.acked(text)
}

/**
 * Open-loop traffic: `perSecond` conversations a second (a customer's message, then the owner's reply once it is
 * acknowledged: two messages each), customers taken in turn, until `until()`; resolves when every call has ended.
 */
export async function conversations(
  deps: TrafficDeps,
  customers: LoadCustomer[],
  perSecond: number,
  running: () => boolean,
  bucket: () => string,
): Promise<void> {
  const calls: Promise<void>[] = []
  const started = performance.now()
  for (let sent = 0; running(); sent++) {
    const customer = customers[sent % customers.length]!
    const tag = bucket()
    calls.push(customerSend(deps, customer, tag).then((acked) => (acked ? ownerReply(deps, customer, tag) : undefined)))
    const next = started + ((sent + 1) * 1000) / perSecond
    await pause(Math.max(0, next - performance.now()))
  }
  await Promise.all(calls)
}

/** What a flood sends: messages and page visits, one of them, or nothing (a control of the measurement itself). */
export type FloodKind = 'both' | 'messages' | 'pages' | 'none'

/**
 * One site flooding at its limits: each of its customers sends back to back and `pageLoops` visitors ask for pages
 * no cache holds (a new path each time: a render each), until `running()` is false. A refused call waits what its
 * `Retry-After` says, as a well-behaved client does, so the site stays at its limits (`hostile`: it ignores
 * `Retry-After` and tries again after 50 ms, far beyond its limits, as a misbehaving or malicious client would).
 * `kind` leaves out the messages or the pages, to see what each costs the other sites.
 */
export async function flood(
  deps: TrafficDeps,
  customers: LoadCustomer[],
  pageLoops: number,
  running: () => boolean,
  hostile = false,
  kind: FloodKind = 'both',
): Promise<{ accepted: number; refused: number; pages: Record<number, number> }> {
  const backOff = (answer: Answer) =>
    pause(hostile || answer.retryAfterS === null ? 50 : Math.min(answer.retryAfterS * 1000, 5000))
  let accepted = 0
  let refused = 0
  const pages: Record<number, number> = {}
  const sender = async (customer: LoadCustomer) => {
    while (running()) {
      const text = `load-${randomUUID()}`
      deps.ledger.sent(text, 'noisy')
      const body = {
        senderId: customer.customerId,
        customerId: customer.customerId,
        message: text,
        clientMessageId: text,
      }
      const answer = await deps.http.call('POST', SEND_MESSAGE_PATH, body, customer.authorization)
      if (answer.status === 200) {
        accepted++
        deps.ledger.acked(text)
      } else {
        refused++
        await backOff(answer)
      }
    }
  }
  const visitor = async (host: string) => {
    while (running()) {
      const answer = await deps.http.call('GET', `/flood-${randomUUID()}`, undefined, { host, accept: 'text/html' })
      pages[answer.status] = (pages[answer.status] ?? 0) + 1
      if (answer.status === 429 || answer.status === 503) await backOff(answer)
    }
  }
  const host = customers[0]!.host
  await Promise.all([
    ...(kind === 'both' || kind === 'messages' ? customers.map(sender) : []),
    ...(kind === 'both' || kind === 'pages' ? Array.from({ length: pageLoops }, () => visitor(host)) : []),
  ])
  return { accepted, refused, pages }
}
