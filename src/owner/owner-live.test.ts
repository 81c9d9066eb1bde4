import { describe, expect, it, vi } from 'vitest'
import { SOCKET_EVENTS } from '../../contract/chat'
import { OWNER_SOCKET_EVENTS } from '../../contract/owner-inbox'
import { FakeSocket } from '../client/testing/fake-socket'
import { OwnerLiveBus, type OwnerSocketOptions } from './owner-live'
import { testMessage } from './testing/fake-owner-server'

function open() {
  const events = new OwnerLiveBus()
  let socket: FakeSocket<OwnerSocketOptions> | null = null
  let options: OwnerSocketOptions | null = null
  events.connect((given) => {
    options = given
    socket = new FakeSocket(given)
    return socket
  })
  return { events, close: () => events.close(), socket: () => socket!, options: () => options }
}

describe('the owner live bus', () => {
  it('opens with the owner handshake and the session cookie', async () => {
    const { options } = open()
    await Promise.resolve()
    expect(options()).toEqual({
      path: '/socket.io',
      auth: { owner: true },
      withCredentials: true,
      transports: ['websocket'],
    })
  })

  it('passes decoded events on and drops those that do not decode', async () => {
    const { events, socket } = open()
    await Promise.resolve()
    const messages = vi.fn()
    const reads = vi.fn()
    events.on('message', messages)
    events.on('read', reads)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const message = testMessage({ message: 'Hi' })
    socket().serverEmit(OWNER_SOCKET_EVENTS.message, { customerId: 'c1', message })
    socket().serverEmit(OWNER_SOCKET_EVENTS.message, { customerId: 'c1', message: { ...message, readAt: 5 } })
    socket().serverEmit(OWNER_SOCKET_EVENTS.read, {
      customerId: 'c1',
      reader: 'customer',
      readAt: '2026-11-22T06:00:00.000Z',
    })
    socket().serverEmit(OWNER_SOCKET_EVENTS.read, {
      customerId: 'c1',
      reader: 'someone',
      readAt: '2026-11-22T06:00:00.000Z',
    })
    expect(messages.mock.calls).toEqual([[{ customerId: 'c1', message }]])
    expect(reads).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('reports a reconnect (not the first connect) and a resync as `reconnected`; closing disconnects', async () => {
    const { events, socket, close } = open()
    await Promise.resolve()
    const reconnected = vi.fn()
    events.on('reconnected', reconnected)
    socket().connect()
    expect(reconnected).not.toHaveBeenCalled()
    socket().connect()
    expect(reconnected).toHaveBeenCalledTimes(1)
    socket().serverEmit(SOCKET_EVENTS.resync)
    expect(reconnected).toHaveBeenCalledTimes(2)
    close()
    expect(socket().disconnected).toBe(true)
  })
})
