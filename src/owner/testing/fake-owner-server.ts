import type { Conversation, OwnerMessage } from '../../../contract/owner-inbox'
import type { OwnerSessionResponse } from '../../../contract/owner-auth'

/** A call the owner app made. `body` is the parsed JSON, or the FormData of an upload. */
export interface RecordedCall {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

export interface FakeAnswer {
  status?: number
  body: unknown
  /** Added to `content-type: application/json`. */
  headers?: Record<string, string>
}

type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>

/**
 * The owner API as a test plays it: a `fetch` to hand to `OwnerApp`, which
 * answers each `METHOD path` with the handler the test set (404 JSON
 * otherwise) and records every call.
 *
 * @example
 * const server = new FakeOwnerServer()
 * server.on('GET', OWNER_ME_PATH, () => ({ status: 401, body: { message: 'No token', code: 'NO_TOKEN' } }))
 * const app = new OwnerApp({ fetch: server.fetch })
 */
export class FakeOwnerServer {
  readonly calls: RecordedCall[] = []
  private readonly handlers = new Map<string, Handler>()

  on(method: 'GET' | 'POST', path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler)
    return this
  }

  /** Whether the test set an answer for `METHOD path`. */
  handles(method: string, path: string): boolean {
    return this.handlers.has(`${method} ${path}`)
  }

  /** The calls to `path` (any method). */
  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path)
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://demo.localhost')
    const method = init?.method ?? 'GET'
    const raw = init?.body
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? null)
    const call: RecordedCall = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body }
    this.calls.push(call)
    const handler = this.handlers.get(`${method} ${url.pathname}`)
    const answer: FakeAnswer = handler
      ? await handler(call)
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  }
}

export const TEST_SITE_ID = 'site-1'

export const testIdentity: OwnerSessionResponse = {
  message: 'success',
  owner: { id: 'owner-1', countryCode: '+91', phoneNumber: '9000000001', name: 'Asha' },
  site: { siteId: TEST_SITE_ID, subdomain: 'demo', name: 'Kesar Kitchen' },
  expiresAt: '2099-01-01T00:00:00.000Z',
}

let sequence = 0

/** A message as the owner API sends it; a customer's text by default. */
export function testMessage(overrides: Partial<OwnerMessage> = {}): OwnerMessage {
  sequence += 1
  return {
    _id: `m${sequence}`,
    type: 'text',
    message: `Message ${sequence}`,
    createdAt: new Date().toISOString(),
    senderId: 'c1',
    clientId: TEST_SITE_ID,
    sender: 'user',
    readAt: null,
    ...overrides,
  }
}

/** A row of the inbox list. */
export function testConversation(overrides: Partial<Conversation> & { customerId: string }): Conversation {
  return {
    countryCode: '+91',
    phoneNumber: '98290' + overrides.customerId.replace(/\D/g, '').padStart(5, '0'),
    name: null,
    lastMessage: null,
    lastActivityAt: new Date().toISOString(),
    unread: 0,
    enquiry: false,
    labelIds: [],
    assignedTo: null,
    ...overrides,
  }
}

/** A conversations page. */
export function conversationsPage(
  conversations: Conversation[],
  extra: { hasMore?: boolean; nextBefore?: string | null; unreadConversations?: number } = {},
) {
  return {
    message: 'success',
    conversations,
    hasMore: extra.hasMore ?? false,
    nextBefore: extra.nextBefore ?? null,
    unreadConversations:
      extra.unreadConversations ?? conversations.filter((conversation) => conversation.unread > 0).length,
  }
}
