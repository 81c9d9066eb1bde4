import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import { resyncInTurns } from './resync-in-turns.js'

describe('resyncInTurns', () => {
  const cleanups: (() => void)[] = []
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

  it('tells every socket, a turn at a time', async () => {
    const server = createServer()
    const io = new Server(server, { transports: ['websocket'] })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => void io.close())
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const clients: Socket[] = Array.from({ length: 5 }, () => connect(url, { transports: ['websocket'] }))
    cleanups.push(() => clients.forEach((client) => client.close()))
    await Promise.all(clients.map((client) => new Promise((resolve) => client.once('connect', () => resolve(null)))))

    const heardAt = clients.map(
      (client) => new Promise<number>((resolve) => client.once('resync', () => resolve(performance.now()))),
    )
    const started = performance.now()
    resyncInTurns(io, 'resync', { size: 2, everyMs: 150 })
    const times = (await Promise.all(heardAt)).map((at) => at - started).sort((a, b) => a - b)

    // Two at once, two a turn later, the last one two turns later.
    expect(times[1]).toBeLessThan(120)
    expect(times[2]).toBeGreaterThanOrEqual(140)
    expect(times[4]).toBeGreaterThanOrEqual(290)
  })
})
