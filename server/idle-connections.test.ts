import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDLE_CONNECTION } from './app.js'
import { IN_MEMORY, openDatabase, type DatabaseHandle } from './db/database.js'
import { signIn, TEST_NUMBERS_ENV } from './modules/auth/test-helpers.js'
import { connectSocket, listenLocally } from './modules/realtime/socket-test-client.js'
import { buildTestApp, type TestApp } from './test/app.js'

/** Shortened for the test: the rule is the same at the production values. */
const SHORT = { headersMs: 1000, checkEveryMs: 200 }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A raw TCP connection; `closed` resolves with what the server wrote before closing it, `open` says whether it still
 * is.
 */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  let open = true
  socket.on('data', (chunk) => (received += String(chunk)))
  const closed = new Promise<string>((resolve) => socket.on('close', () => ((open = false), resolve(received))))
  return { socket, closed, isOpen: () => open, received: () => received }
}

// Connection handling does not depend on the database: one PGlite is enough.
describe('connections that send nothing', () => {
  let database: DatabaseHandle
  let app: TestApp
  let port: number
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: IN_MEMORY })
    app = await buildTestApp(database, { env: TEST_NUMBERS_ENV, app: { idleConnection: SHORT } })
    await listenLocally(app)
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('are bounded by default: 20 s to send the headers, looked at every 2 s', async () => {
    const other = await buildTestApp(database)
    try {
      expect(IDLE_CONNECTION).toEqual({ headersMs: 20_000, checkEveryMs: 2_000 })
      expect(other.server.headersTimeout).toBe(20_000)
    } finally {
      await other.close()
    }
  })

  it('a connection that never sends a byte is answered 408 and closed once its time is up', async () => {
    const started = Date.now()
    const silent = rawConnection(port)
    const answer = await silent.closed
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(Date.now() - started).toBeLessThan(SHORT.headersMs + 3 * SHORT.checkEveryMs + 500)
  })

  it('so is one that sends half a request line and stops', async () => {
    const slow = rawConnection(port)
    slow.socket.write('GET /healthz HT')
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('a keep-alive connection idle between requests, and an open websocket, are not cut', async () => {
    const keptAlive = rawConnection(port)
    const request = 'GET /healthz HTTP/1.1\r\nHost: demo.localhost\r\nConnection: keep-alive\r\n\r\n'
    keptAlive.socket.write(request)
    await expect.poll(() => keptAlive.received()).toMatch(/^HTTP\/1\.1 200 /)
    const alice = await signIn(app, 1)
    const socket = await connectSocket(`http://127.0.0.1:${port}`, { token: alice.token, subdomain: 'demo' })
    try {
      await wait(SHORT.headersMs + 3 * SHORT.checkEveryMs)
      expect(keptAlive.isOpen()).toBe(true)
      keptAlive.socket.write(request)
      await expect.poll(() => keptAlive.received().match(/HTTP\/1\.1 200 /g)?.length).toBe(2)
      expect(socket.socket.connected).toBe(true)
    } finally {
      socket.socket.close()
      keptAlive.socket.destroy()
    }
  })
})
