import { describe, expect, it, vi } from 'vitest'
import { REAUTH_PATH } from '../../../contract/auth'
import { GET_MESSAGES_PATH, SOCKET_EVENTS } from '../../../contract/chat'
import { FakeSocket, FakeSocketFactory } from '../../client/testing/fake-socket'
import { createTestEngine, TEST_SITE_ID, TEST_TOKEN } from '../testing/test-engine'
import { createWidgetSocket, openWidgetSocket, type SocketOptions } from './widget-socket'

describe('realtime socket through the engine', () => {
  it('connects with the token and subdomain, and emits new-user-add with the customerId on connect', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    const socket = harness.sockets.last!
    expect(socket.handshake()).toEqual({ token: TEST_TOKEN, subdomain: 'demo' })
    socket.connect()
    expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toEqual([['cust-1']])
  })

  it('reads the token again at each handshake (a refreshed token is used on reconnect)', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    harness.tokens.set('token-2')
    expect(harness.sockets.last!.handshake().token).toBe('token-2')
  })

  it('when the server ends the socket at token expiry, refreshes it, reconnects and catches up', async () => {
    const harness = createTestEngine()
    harness.transport.route(`POST ${REAUTH_PATH}`, { body: { accessToken: 'token-2' } })
    await harness.signIn()
    const socket = harness.sockets.last!
    expect(socket.handshake().token).toBe(TEST_TOKEN)
    socket.connect()
    const fetchesBefore = harness.transport.callsTo(GET_MESSAGES_PATH).length
    socket.serverEmit('disconnect', 'io server disconnect')
    await vi.waitFor(() => expect(harness.transport.callsTo(GET_MESSAGES_PATH).length).toBe(fetchesBefore + 1))
    expect(harness.transport.callsTo(REAUTH_PATH)).toHaveLength(1)
    expect(socket.handshake().token).toBe('token-2')
    expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toHaveLength(2)
    // The next expiry refreshes again; a token refreshed meanwhile (by a REST call) is used as it is.
    socket.serverEmit('disconnect', 'io server disconnect')
    await vi.waitFor(() => expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toHaveLength(3))
    expect(harness.transport.callsTo(REAUTH_PATH)).toHaveLength(2)
    harness.tokens.set('token-3')
    socket.serverEmit('disconnect', 'io server disconnect')
    await vi.waitFor(() => expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toHaveLength(4))
    expect(harness.transport.callsTo(REAUTH_PATH)).toHaveLength(2)
    // The client's own disconnects and network drops are socket.io's to handle.
    socket.serverEmit('disconnect', 'transport close')
    await Promise.resolve()
    expect(harness.transport.callsTo(REAUTH_PATH)).toHaveLength(2)
  })

  it('when the refresh fails (the sign-in ended elsewhere), ends the session instead of connecting again', async () => {
    const harness = createTestEngine()
    harness.transport.route(`POST ${REAUTH_PATH}`, {
      status: 401,
      body: { message: 'Session ended', code: 'TOKEN_INVALID' },
    })
    await harness.signIn()
    const socket = harness.sockets.last!
    socket.handshake()
    socket.connect()
    socket.serverEmit('disconnect', 'io server disconnect')
    await vi.waitFor(() => expect(harness.navigations).toContain('/logout'))
    expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toHaveLength(1)
    expect(harness.tokens.get()).toBeNull()
  })

  it('adds a message of this site, once, and counts it as unread while the widget is closed', async () => {
    const harness = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    await harness.signIn()
    const socket = harness.sockets.last!
    const message = harness.message({ _id: 'live-1', message: 'Your order is ready' })
    socket.serverEmit(SOCKET_EVENTS.message, message)
    socket.serverEmit(SOCKET_EVENTS.message, message)
    expect(harness.engine.messages.sorted.map((entry) => entry._id)).toEqual(['live-1'])
    expect(harness.engine.ui.unreadCount).toBe(1)
    harness.engine.ui.open()
    expect(harness.engine.ui.unreadCount).toBe(0)
    socket.serverEmit(SOCKET_EVENTS.message, harness.message({ _id: 'live-2' }))
    expect(harness.engine.ui.unreadCount).toBe(0)
  })

  it("ignores another site's message", async () => {
    const harness = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    await harness.signIn()
    harness.sockets.last!.serverEmit(SOCKET_EVENTS.message, harness.message({ _id: 'foreign', clientId: 'site-other' }))
    expect(harness.engine.messages.byId.has('foreign')).toBe(false)
    expect(harness.engine.ui.unreadCount).toBe(0)
  })

  it('learns the site id from loaded messages, then filters socket messages by it', async () => {
    const harness = createTestEngine()
    harness.transport.route(`GET ${GET_MESSAGES_PATH}`, {
      body: { message: 'success', messages: [harness.message({ _id: 'old' })], orders: [] },
    })
    await harness.signIn()
    expect(harness.engine.messages.clientId).toBe(TEST_SITE_ID)
    harness.sockets.last!.serverEmit(SOCKET_EVENTS.message, harness.message({ _id: 'foreign', clientId: 'site-other' }))
    expect(harness.engine.messages.byId.has('foreign')).toBe(false)
  })

  it('with the site id unknown, a socket message triggers a fetch instead of being trusted', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    expect(harness.engine.messages.clientId).toBeNull()
    const real = harness.message({ _id: 'from-server' })
    harness.transport.route(`GET ${GET_MESSAGES_PATH}`, { body: { message: 'success', messages: [real], orders: [] } })
    harness.sockets.last!.serverEmit(
      SOCKET_EVENTS.message,
      harness.message({ _id: 'unverified', clientId: 'site-other' }),
    )
    await vi.waitFor(() => expect(harness.engine.messages.byId.has('from-server')).toBe(true))
    expect(harness.engine.messages.byId.has('unverified')).toBe(false)
    expect(harness.engine.messages.clientId).toBe(TEST_SITE_ID)
  })

  it('ignores a socket payload that does not decode', async () => {
    const harness = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    await harness.signIn()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    harness.sockets.last!.serverEmit(SOCKET_EVENTS.message, { _id: 'broken' })
    expect(harness.engine.messages.byId.size).toBe(0)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('after a reconnect, catches up with get_chat_messages?since=<latest createdAt>', async () => {
    const harness = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    const first = harness.message({ _id: 'm1', createdAt: '2026-11-22T09:00:00.000Z' })
    harness.transport.route(`GET ${GET_MESSAGES_PATH}`, { body: { message: 'success', messages: [first], orders: [] } })
    await harness.signIn()
    const socket = harness.sockets.last!
    socket.connect()
    expect(harness.transport.callsTo(GET_MESSAGES_PATH)).toHaveLength(1)

    const missed = harness.message({ _id: 'm2', createdAt: '2026-11-22T09:30:00.000Z' })
    harness.transport.route(`GET ${GET_MESSAGES_PATH}`, {
      body: { message: 'success', messages: [first, missed], orders: [] },
    })
    socket.connect()
    await vi.waitFor(() => expect(harness.engine.messages.byId.has('m2')).toBe(true))
    const catchUp = harness.transport.callsTo(GET_MESSAGES_PATH)[1]!
    expect(catchUp.query).toEqual({ since: '2026-11-22T09:00:00.000Z' })
    expect(socket.emittedEvents(SOCKET_EVENTS.newUserAdd)).toHaveLength(2)
    expect(harness.engine.ui.unreadCount).toBe(1)
  })

  it('opens one socket per sign-in and closes it on logout', async () => {
    const harness = createTestEngine()
    await harness.signIn()
    await harness.engine.logout()
    expect(harness.sockets.sockets).toHaveLength(1)
    expect(harness.sockets.last!.disconnected).toBe(true)
  })
})

describe('emitting to the server', () => {
  it('keeps emits made before the socket client loads, sends them once wired, drops them on close', async () => {
    const fakes = new FakeSocketFactory<SocketOptions>()
    let load: () => void = () => {}
    const factory = (options: SocketOptions) =>
      new Promise<FakeSocket<SocketOptions>>(
        (resolve) => (load = () => resolve(fakes.factory(options) as FakeSocket<SocketOptions>)),
      )
    const tokens = { get: () => TEST_TOKEN, set: () => {}, clear: () => {} }
    const bus = createWidgetSocket()
    openWidgetSocket(bus, factory, tokens, 'demo', 'cust-1', async () => {})
    bus.send('messages-read', { upTo: 'm1' })
    load()
    await vi.waitFor(() => expect(fakes.last?.emittedEvents('messages-read')).toEqual([[{ upTo: 'm1' }]]))
    bus.send('messages-read', { upTo: 'm2' })
    expect(fakes.last!.emittedEvents('messages-read')).toEqual([[{ upTo: 'm1' }], [{ upTo: 'm2' }]])

    openWidgetSocket(bus, factory, tokens, 'demo', 'cust-1', async () => {})
    bus.send('messages-read', { upTo: 'm3' })
    bus.close()
    load()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fakes.sockets.flatMap((socket) => socket.emittedEvents('messages-read'))).toHaveLength(2)
  })
})
