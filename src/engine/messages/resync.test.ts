import { describe, expect, it, vi } from 'vitest'
import { GET_MESSAGES_PATH, SOCKET_EVENTS } from '../../../contract/chat'
import { createTestEngine, TEST_SITE_ID } from '../testing'

describe('a resync from the server (its Redis was away)', () => {
  it('fetches what is newer than the newest message, like after a reconnect', async () => {
    const test = createTestEngine({ site: { clientId: TEST_SITE_ID } })
    const first = test.message({ _id: 'm1', message: 'Before' })
    test.transport.setRoutes({
      [`GET ${GET_MESSAGES_PATH}`]: { body: { message: 'success', messages: [first], orders: [] } },
    })
    await test.signIn()
    test.sockets.last!.connect()
    const missed = test.message({
      _id: 'm2',
      message: 'Missed while Redis was away',
      createdAt: new Date(test.clock.now() + 1000).toISOString(),
    })
    test.transport.setRoutes({
      [`GET ${GET_MESSAGES_PATH}`]: { body: { message: 'success', messages: [missed], orders: [] } },
    })
    test.sockets.last!.serverEmit(SOCKET_EVENTS.resync)
    await vi.waitFor(() =>
      expect(test.engine.messages.sorted.map((message) => message.message)).toContain('Missed while Redis was away'),
    )
    const catchUp = test.transport.callsTo(GET_MESSAGES_PATH).at(-1)!
    expect(catchUp.query.since).toBe(first.createdAt)
  })
})
