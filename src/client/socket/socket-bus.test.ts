import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOCKET_EVENTS } from '../../../contract/chat'
import { FakeSocket, FakeSocketFactory } from '../testing/fake-socket'
import { SocketBus } from './socket-bus'

const Ping = t.type({ n: t.number })
interface Events {
  ping: t.TypeOf<typeof Ping>
  reconnected: undefined
}
const bus = () => new SocketBus<Events>({ ping: { wire: 'server-ping', codec: Ping } }, 'Test')

afterEach(() => vi.restoreAllMocks())

describe('SocketBus', () => {
  it('passes decoded events on by their name, and drops (and reports) one that does not decode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const live = bus()
    const fakes = new FakeSocketFactory()
    const pings = vi.fn()
    live.on('ping', pings)
    live.open(fakes.factory, {})
    fakes.last!.serverEmit('server-ping', { n: 1 })
    fakes.last!.serverEmit('server-ping', { n: 'one' })
    expect(pings.mock.calls).toEqual([[{ n: 1 }]])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('says reconnected on a reconnect or a server resync, and runs onConnect on every connect', () => {
    const live = bus()
    const fakes = new FakeSocketFactory()
    const reconnected = vi.fn()
    const connects = vi.fn()
    live.on('reconnected', reconnected)
    live.open(fakes.factory, {}, connects)
    fakes.last!.connect()
    expect(reconnected).not.toHaveBeenCalled()
    fakes.last!.connect()
    fakes.last!.serverEmit(SOCKET_EVENTS.resync)
    expect(reconnected).toHaveBeenCalledTimes(2)
    expect(connects).toHaveBeenCalledTimes(2)
  })

  it('keeps subscriptions by wire name across sockets, until unsubscribed', () => {
    const live = bus()
    const fakes = new FakeSocketFactory()
    const seen = vi.fn()
    const stop = live.subscribe('order-updated', Ping, seen)
    live.open(fakes.factory, {})
    fakes.last!.serverEmit('order-updated', { n: 1 })
    live.open(fakes.factory, {})
    expect(fakes.sockets[0]!.disconnected).toBe(true)
    fakes.last!.serverEmit('order-updated', { n: 2 })
    stop()
    fakes.last!.serverEmit('order-updated', { n: 3 })
    expect(seen.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]])
  })

  it('disconnects a socket that finished loading after the bus was closed', async () => {
    const live = bus()
    let resolve!: (socket: FakeSocket) => void
    live.open(() => new Promise<FakeSocket>((done) => (resolve = done)), {})
    live.close()
    const late = new FakeSocket({})
    resolve(late)
    await vi.waitFor(() => expect(late.disconnected).toBe(true))
    expect(live.isOpen).toBe(false)
  })
})
