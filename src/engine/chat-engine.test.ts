import { describe, expect, it, vi } from 'vitest'
import { CHECK_VERIFICATION_PATH, LOGOUT_PATH, SESSION_LIFETIME_MS, type VerifyOtpResponse } from '../../contract/auth'
import { PHONE_PROMPT_ID } from './chat-engine'
import { definePlugin } from './plugin'
import { STORAGE_KEYS } from './session/storage'
import { createTestEngine, TEST_CUSTOMER, TEST_HOSTNAME, TEST_START } from './testing/test-engine'

// The prompt is kept as its key and drawn in the reader's language of the moment (Widget.test.tsx draws it).
const PROMPT = 'widget:chat.phonePrompt'
const verified: VerifyOtpResponse = {
  message: 'success',
  customerId: TEST_CUSTOMER._id,
  token: 'token-new',
  customerData: TEST_CUSTOMER,
}
const phone = { phoneNumber: '9999999999', countryCode: '+91' }
const topic = { _id: 't1', name: 'Sweets' }

function withSources(run = vi.fn()) {
  return {
    run,
    plugin: definePlugin({
      id: 'orders',
      setup: () => ({}),
      sources: {
        direct_buy: { loggedOut: 'direct-buy', run: (engine) => (run('direct_buy'), engine.goTo('direct-buy')) },
        cart_summary: {
          loggedOut: 'without-login-cart-summary',
          run: (engine) => (run('cart_summary'), engine.ui.openPanel('cartSummary')),
        },
      },
    }),
  }
}

describe('ChatEngine start', () => {
  it('starts in initial, then phone entry with its prompt when nobody is signed in', async () => {
    const { engine } = createTestEngine()
    expect(engine.state).toBe('initial')
    await engine.start()
    expect(engine.state).toBe('phone-entry')
    expect(engine.messages.sorted.map((message) => [message._id, message.message, message.sender])).toEqual([
      [PHONE_PROMPT_ID, PROMPT, 'system'],
    ])
  })

  it('restores a valid session: server check, chat-active, messages loaded, socket connected', async () => {
    const harness = createTestEngine({ settings: { topics: [topic] } })
    harness.transport.route('/business_website/chat_widget/get_chat_messages', {
      body: { message: 'success', messages: [harness.message({ _id: 'm1' })], orders: [] },
    })
    await harness.signIn()
    expect(harness.transport.callsTo(CHECK_VERIFICATION_PATH)[0]!.body).toEqual({
      customerId: 'cust-1',
      phoneNumber: '9999999999',
      countryCode: '+91',
      subdomain: 'demo',
    })
    expect(harness.engine.state).toBe('chat-active')
    expect(harness.engine.messages.sorted.map((message) => message._id)).toEqual(['m1'])
    expect(harness.sockets.last!.options).toMatchObject({
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      transports: ['websocket'],
    })
  })

  it.each([
    ['expired beyond the tolerance', { expiresAt: TEST_START - 5 * 60_000 - 1 }],
    ['for another host', { hostname: 'other.localhost' }],
  ])('drops a stored session %s: cleared, phone entry with the prompt', async (_case, overrides) => {
    const harness = createTestEngine()
    await harness.signIn(overrides)
    expect(harness.engine.state).toBe('phone-entry')
    expect(harness.storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
    expect(harness.tokens.get()).toBeNull()
    expect(harness.transport.callsTo(CHECK_VERIFICATION_PATH)).toHaveLength(0)
    expect(harness.engine.messages.sorted[0]!.message).toBe(PROMPT)
  })

  it('accepts a session exactly 5 minutes past expiry', async () => {
    const harness = createTestEngine()
    await harness.signIn({ expiresAt: TEST_START - 5 * 60_000 })
    expect(harness.engine.state).toBe('chat-active')
  })

  it.each([
    ['says no', { status: 400, body: { message: 'Customer not verified' } }],
    ['answers something else', { body: { message: 'failed', customerData: TEST_CUSTOMER } }],
    ['fails', { status: 500, body: { message: 'Internal error' } }],
  ])('drops a stored session when the server check %s', async (_case, answer) => {
    const harness = createTestEngine({ routes: { [`POST ${CHECK_VERIFICATION_PATH}`]: answer } })
    await harness.signIn()
    expect(harness.engine.state).toBe('phone-entry')
    expect(harness.engine.isLoggedIn).toBe(false)
    expect(harness.storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
    expect(harness.sockets.sockets).toHaveLength(0)
  })

  it('drops an unreadable stored session', async () => {
    const harness = createTestEngine()
    await harness.seedSession()
    harness.storage.setItem(STORAGE_KEYS.chatSession, 'v1.garbage.garbage')
    await harness.engine.start()
    expect(harness.engine.state).toBe('phone-entry')
    expect(harness.storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
  })
})

describe('ChatEngine sign-in and the state machine', () => {
  it('phone entry → code verification → chat-active (no topics)', async () => {
    const { engine, storage, tokens } = createTestEngine()
    await engine.start()
    engine.codeSent()
    expect(engine.state).toBe('code-verification')
    engine.requestLogin()
    expect(engine.state).toBe('phone-entry')
    engine.codeSent()
    await engine.signIn(verified, phone)
    expect(engine.state).toBe('chat-active')
    expect(tokens.get()).toBe('token-new')
    expect(storage.getItem(`${STORAGE_KEYS.userAccessToken}:demo`)).toBe('token-new')
    expect(engine.session.current).toMatchObject({
      customerId: 'cust-1',
      hostname: TEST_HOSTNAME,
      expiresAt: TEST_START + SESSION_LIFETIME_MS,
    })
    expect(storage.getItem(STORAGE_KEYS.chatSession)).toMatch(/^v1\./)
    expect(engine.messages.byId.has(PHONE_PROMPT_ID)).toBe(false)
  })

  it('goes to topic selection after sign-in when the site has topics, then chat-active', async () => {
    const { engine } = createTestEngine({ settings: { topics: [topic] } })
    await engine.start()
    await engine.signIn(verified, phone)
    expect(engine.state).toBe('topic-selection')
    engine.topicChosen()
    expect(engine.state).toBe('chat-active')
  })

  it('signed out with a source: its logged-out state; after sign-in it runs instead of topics', async () => {
    const { plugin, run } = withSources()
    const { engine } = createTestEngine({ plugins: [plugin], settings: { topics: [topic] } })
    await engine.start({ source: 'direct_buy' })
    expect(engine.state).toBe('direct-buy')
    expect(engine.flow.pendingSource).toBe('direct_buy')
    engine.requestLogin()
    expect(engine.state).toBe('phone-entry')
    engine.codeSent()
    await engine.signIn(verified, phone)
    expect(run).toHaveBeenCalledExactlyOnceWith('direct_buy')
    expect(engine.state).toBe('direct-buy')
    expect(engine.flow.pendingSource).toBeNull()
  })

  it('signed in with a source: runs it at once over chat-active', async () => {
    const { plugin, run } = withSources()
    const harness = createTestEngine({ plugins: [plugin] })
    await harness.seedSession()
    await harness.engine.start({ source: 'cart_summary' })
    expect(run).toHaveBeenCalledExactlyOnceWith('cart_summary')
    expect(harness.engine.state).toBe('chat-active')
    expect(harness.engine.ui.panel).toBe('cartSummary')
  })

  it('ignores a source nobody handles, or an unknown one', async () => {
    const { engine } = createTestEngine()
    await engine.start({ source: 'send_enquiry_request' })
    expect(engine.state).toBe('phone-entry')
    expect(engine.flow.pendingSource).toBeNull()
    const other = createTestEngine({ plugins: [withSources().plugin] })
    await other.engine.start({ source: 'evil' })
    expect(other.engine.flow.pendingSource).toBeNull()
  })

  it('calls plugin onLogin after sign-in and onLogout after logout', async () => {
    const hooks: string[] = []
    const { engine } = createTestEngine({
      plugins: [
        definePlugin({
          id: 'cart',
          setup: () => ({ onLogin: () => void hooks.push('login'), onLogout: () => void hooks.push('logout') }),
        }),
      ],
    })
    await engine.start()
    await engine.signIn(verified, phone)
    await engine.logout()
    expect(hooks).toEqual(['login', 'logout'])
  })
})

describe('ChatEngine logout', () => {
  it('clears what logout clears, tells the server, disconnects, returns to phone entry with the prompt', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    harness.engine.ui.open()
    harness.engine.ui.openPanel('cartSummary')
    const socket = harness.sockets.last!
    expect(harness.storage.getItem(STORAGE_KEYS.chatWidgetOpened)).toBe('true')

    await harness.engine.logout()

    const logout = harness.transport.callsTo(LOGOUT_PATH, 'POST')
    expect(logout).toHaveLength(1)
    expect(logout[0]!.headers.authorization).toBe('Bearer token-1')
    expect(harness.storage.getItem(STORAGE_KEYS.chatSession)).toBeNull()
    expect(harness.storage.getItem(STORAGE_KEYS.userAccessToken)).toBeNull()
    expect(harness.storage.getItem(`${STORAGE_KEYS.userAccessToken}:demo`)).toBeNull()
    expect(harness.storage.getItem(STORAGE_KEYS.chatWidgetOpened)).toBeNull()
    expect(socket.disconnected).toBe(true)
    expect(harness.engine.session.current).toBeNull()
    expect(harness.engine.ui.panel).toBeNull()
    expect(harness.engine.state).toBe('phone-entry')
    expect(harness.engine.messages.sorted.map((message) => message.message)).toEqual([PROMPT])
    expect(harness.navigations).toEqual(['/logout'])
  })

  it('logs out locally even when the server call fails, without a refresh or a second logout', async () => {
    const harness = createTestEngine({
      routes: { [`POST ${LOGOUT_PATH}`]: { status: 401, body: { message: 'expired', code: 'TOKEN_EXPIRED' } } },
    })
    await harness.signIn()
    await harness.engine.logout()
    expect(harness.engine.isLoggedIn).toBe(false)
    expect(harness.transport.callsTo('/auth/user_reauth')).toHaveLength(0)
    expect(harness.navigations).toEqual(['/logout'])
    expect(harness.engine.snackbar.current).toBeNull()
  })
})
