import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from './test/app.js'
import { testDatabases } from './test/databases.js'
import { shutDown } from './shutdown.js'

/** A GET over `agent` (one kept-alive connection): its status and Connection header. */
function get(port: number, agent: http.Agent, path = '/healthz') {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }))
      })
      .on('error', reject)
  })
}

describe('graceful shutdown behind a load balancer', () => {
  it('answers what still comes on a kept-alive connection with Connection: close, then stops', async () => {
    const database = await testDatabases[0]!.open()
    const app = await buildTestApp(database)
    // A call still under way when the stop begins keeps its connection busy (an idle one is closed at once).
    app.get('/healthz-slowly', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      return { ok: true }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const port = (app.server.address() as AddressInfo).port
    // One connection, kept alive like nginx's upstream keepalive.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await get(port, agent)).toEqual({ status: 200, connection: 'keep-alive' })
      const underWay = get(port, agent, '/healthz-slowly')
      await new Promise((resolve) => setTimeout(resolve, 20))
      const stopped = shutDown(app, { graceMs: 500, deadlineMs: 5_000 })
      expect((await underWay).status).toBe(200)
      // The next request on that connection is answered, and told to close it.
      expect(await get(port, agent)).toEqual({ status: 200, connection: 'close' })
      expect(await stopped).toBe(true)
    } finally {
      agent.destroy()
      await database.close()
    }
  })
})
