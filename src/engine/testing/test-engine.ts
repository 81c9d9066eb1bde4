import type { SocketOptions } from '../transport/widget-socket'
import { CHECK_VERIFICATION_PATH, type CustomerData, LOGOUT_PATH, SESSION_LIFETIME_MS } from '../../../contract/auth'
import {
  type ChatMessage,
  GET_MESSAGES_PATH,
  SEND_MESSAGE_PATH,
  SEND_QUICK_REPLY_PATH,
  type SendMessageBody,
} from '../../../contract/chat'
import type { WidgetSettings } from '../../../contract/page'
import { ChatEngine, type SiteInfo } from '../chat-engine'
import type { AnyPlugin } from '../plugin'
import type { ChatSession } from '../session/chat-session'
import { SessionCrypto } from '../session/session-crypto'
import { STORAGE_KEYS } from '../session/storage'
import { TokenStore } from '../session/token-store'
import { CustomerTokenPolicy } from '../../client/http/customer-token-policy'
import { HttpClient } from '../../client/http/http-client'
import { FakeSocketFactory } from '../../client/testing/fake-socket'
import { type FakeRequest, type FakeRoutes, FakeTransport } from '../../client/testing/fake-transport'
import { MemoryStorage } from './memory-storage'

export const TEST_SUBDOMAIN = 'demo'
export const TEST_HOSTNAME = 'demo.localhost'
/** The site id messages of the test site carry (`ChatMessage.clientId`). */
export const TEST_SITE_ID = 'site-demo'
export const TEST_CUSTOMER: CustomerData = {
  _id: 'cust-1',
  phoneNumber: '9999999999',
  countryCode: '+91',
  name: null,
  accountType: 'customer',
}
export const TEST_TOKEN = 'token-1'
/** 22 Nov 2026, 10:00 UTC. */
export const TEST_START = Date.UTC(2026, 10, 22, 10, 0, 0)

/** A clock tests move by hand; the engine reads it through `now`. */
export class TestClock {
  constructor(private time = TEST_START) {}
  readonly now = (): number => this.time
  set(time: number): void {
    this.time = time
  }
  advance(ms: number): void {
    this.time += ms
  }
}

export interface TestEngineOptions {
  plugins?: readonly AnyPlugin[]
  /** Merged over `{ allowedAllActions: true, topics: [] }`. */
  settings?: Partial<WidgetSettings>
  /** Merged over the default routes (messages, check_verification, send, logout). */
  routes?: FakeRoutes
  site?: Partial<SiteInfo>
}

export interface TestEngine {
  engine: ChatEngine
  transport: FakeTransport
  sockets: FakeSocketFactory<SocketOptions>
  storage: MemoryStorage
  /** The engine's `fallbackStorage` (sessionStorage in a browser). */
  sessionStorage: MemoryStorage
  clock: TestClock
  tokens: TokenStore
  /** Every path handed to `navigate`. */
  navigations: string[]
  /** Writes a token and an encrypted session (valid now) so that `engine.start()` restores it. */
  seedSession(overrides?: Partial<ChatSession>): Promise<ChatSession>
  /** `seedSession` + `engine.start()`: a signed-in, connected engine. */
  signIn(overrides?: Partial<ChatSession>): Promise<void>
  /** A server row as `get_chat_messages` or the socket would carry it. */
  message(overrides?: Partial<ChatMessage>): ChatMessage
}

/**
 * The harness every plugin test uses: a real `ChatEngine` (real registry,
 * stores, HTTP transport with 401 token handling, session encryption) over a
 * fake server (`FakeTransport`), fake sockets, in-memory storage and a clock
 * the test controls. Drive it through the front door: the plugin's store
 * actions, or its components inside `<EngineProvider engine={engine}>`.
 *
 * Default routes: `get_chat_messages` (no messages), `check_verification`
 * (success), `send_new_message` / `_quick_reply` (stores and echoes the
 * message), `logout`. Override or add with `routes` or `transport.setRoutes`.
 *
 * @example
 * const { engine, transport } = createTestEngine({ plugins: [authPlugin, cartPlugin] })
 * await harness.signIn()
 * await engine.plugin('cart').add(item)
 * expect(transport.callsTo(CART_ADD_PATH)).toHaveLength(1)
 */
export function createTestEngine(options: TestEngineOptions = {}): TestEngine {
  const clock = new TestClock()
  const storage = new MemoryStorage()
  const sessionStorage = new MemoryStorage()
  const sockets = new FakeSocketFactory<SocketOptions>()
  const navigations: string[] = []
  const crypto = new SessionCrypto()
  let sent = 0
  const echo = (request: FakeRequest) => {
    const body = request.body as SendMessageBody
    const newMessage = message({
      _id: `sent-${++sent}`,
      message: body.message,
      type: body.type ?? 'text',
      caption: body.caption ?? null,
      contentType: body.contentType ?? null,
      senderId: body.senderId,
      sender: 'user',
      clientMessageId: body.clientMessageId ?? null,
      ...(body.kind ? { kind: body.kind } : {}),
    })
    return { body: { message: 'success', newMessage } }
  }
  let rows = 0
  const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
    _id: `msg-${++rows}`,
    type: 'text',
    message: 'Hello',
    createdAt: new Date(clock.now()).toISOString(),
    senderId: 'owner',
    clientId: TEST_SITE_ID,
    sender: 'system',
    ...overrides,
  })
  const transport = new FakeTransport({
    [`GET ${GET_MESSAGES_PATH}`]: { body: { message: 'success', messages: [], orders: [] } },
    [`POST ${CHECK_VERIFICATION_PATH}`]: { body: { message: 'success', customerData: TEST_CUSTOMER } },
    [`POST ${SEND_MESSAGE_PATH}`]: echo,
    [`POST ${SEND_QUICK_REPLY_PATH}`]: echo,
    [`POST ${LOGOUT_PATH}`]: { body: { message: 'success' } },
    ...options.routes,
  })
  const site: SiteInfo = {
    subdomain: TEST_SUBDOMAIN,
    hostname: TEST_HOSTNAME,
    settings: { allowedAllActions: true, topics: [], ...options.settings },
    ...options.site,
  }
  const tokens = new TokenStore(storage, site.subdomain)
  let ids = 0
  const engine = new ChatEngine({
    site,
    transport: new HttpClient({ policy: new CustomerTokenPolicy(tokens), fetch: transport.fetch }),
    socket: sockets.factory,
    storage,
    fallbackStorage: sessionStorage,
    plugins: options.plugins ?? [],
    navigate: (path) => navigations.push(path),
    now: clock.now,
    newId: () => `client-${++ids}`,
    sessionCrypto: crypto,
  })

  const seedSession = async (overrides: Partial<ChatSession> = {}): Promise<ChatSession> => {
    const session: ChatSession = {
      customerId: TEST_CUSTOMER._id,
      phoneNumber: TEST_CUSTOMER.phoneNumber,
      countryCode: TEST_CUSTOMER.countryCode,
      hostname: site.hostname,
      expiresAt: clock.now() + SESSION_LIFETIME_MS,
      customerData: TEST_CUSTOMER,
      ...overrides,
    }
    tokens.set(TEST_TOKEN)
    storage.setItem(STORAGE_KEYS.chatSession, await crypto.encrypt(session, site.hostname))
    return session
  }

  return {
    engine,
    transport,
    sockets,
    storage,
    sessionStorage,
    clock,
    tokens,
    navigations,
    seedSession,
    signIn: async (overrides) => {
      await seedSession(overrides)
      await engine.start()
    },
    message,
  }
}
