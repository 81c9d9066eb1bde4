import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import Fastify from 'fastify'
import { SEND_MESSAGE_PATH, SOCKET_EVENTS } from '../contract/chat.js'
import { signIn } from '../server/modules/auth/test-helpers.js'
import { portOf, type BenchServer } from './server.js'

const SAMPLES = 300

/**
 * Send → delivered: a customer POSTs `send_new_message` over HTTP and waits
 * for the same message on its socket (stored in the database, pushed to its
 * room). Baseline, in the same run, doing the same essential work with
 * nothing of the product around it: a bare Fastify route that takes the JSON
 * body, INSERTs the row into the same `messages` table through the same
 * database handle, and emits it to a socket.io room the client joined.
 * Prints both p99s and their ratio (target ≤ 1.5x).
 */
export async function socketDeliveryBench(server: BenchServer): Promise<void> {
  const customer = await signIn(server.app, 0)
  const base = `http://127.0.0.1:${server.port}`
  const socket = await open(base, { token: customer.token, subdomain: 'demo' })
  const delivered = new Map<string, () => void>()
  socket.on(SOCKET_EVENTS.message, (message: { clientMessageId?: string }) => delivered.get(message.clientMessageId ?? '')?.())
  const send = async (index: number) => {
    const clientMessageId = `bench-${index}`
    const arrived = new Promise<void>((resolve) => delivered.set(clientMessageId, resolve))
    const response = await fetch(`${base}${SEND_MESSAGE_PATH}`, {
      method: 'POST',
      headers: { authorization: customer.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: customer.customerId, customerId: customer.customerId, message: `Bench message ${index}`, clientMessageId }),
    })
    if (!response.ok) throw new Error(`send answered ${response.status}: ${await response.text()}`)
    await arrived
  }
  const measured = await timeEach(send)
  socket.disconnect()

  const floor = await startBaseline(server, customer.customerId)
  const floorSocket = await open(`http://127.0.0.1:${floor.port}`, {})
  const floorDelivered = new Map<string, () => void>()
  floorSocket.on('message', (message: { clientMessageId: string }) => floorDelivered.get(message.clientMessageId)?.())
  const baseline = await timeEach(async (index) => {
    const clientMessageId = `floor-${index}`
    const arrived = new Promise<void>((resolve) => floorDelivered.set(clientMessageId, resolve))
    const response = await fetch(`http://127.0.0.1:${floor.port}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: `Bench message ${index}`, clientMessageId }),
    })
    if (!response.ok) throw new Error(`baseline answered ${response.status}`)
    await arrived
  })
  floorSocket.disconnect()
  await floor.close()

  const [p99, baseP99] = [percentile(measured, 0.99), percentile(baseline, 0.99)]
  console.log(
    `send -> delivered over the socket p99: ${p99.toFixed(2)} ms vs a bare POST + INSERT + room emit p99 ${baseP99.toFixed(2)} ms = ${(p99 / baseP99).toFixed(2)}x (target <= 1.5x)`,
  )
}

/** The floor: one route, one INSERT into `messages` with the product's database handle, one emit to the client's room. */
async function startBaseline(server: BenchServer, customerId: string): Promise<{ port: number; close(): Promise<void> }> {
  const site = await server.app.db.selectFrom('sites').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()
  const app = Fastify()
  const io = new Server(app.server)
  io.on('connection', (client) => void client.join(customerId))
  app.post<{ Body: { message: string; clientMessageId: string } }>('/send', async (request) => {
    const row = await server.app.db
      .insertInto('messages')
      .values({ siteId: site.id, customerId, sender: 'user', senderId: customerId, type: 'text', message: request.body.message, caption: null, contentType: null, messageView: null, clientMessageId: request.body.clientMessageId })
      .returningAll()
      .executeTakeFirstOrThrow()
    io.to(customerId).emit('message', { ...row, createdAt: row.createdAt.toISOString() })
    return { message: 'success' }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    port: portOf(app),
    async close() {
      io.close()
      await app.close()
    },
  }
}

async function timeEach(run: (index: number) => Promise<void>): Promise<number[]> {
  for (let index = 0; index < 20; index++) await run(-1 - index) // warm-up
  const times: number[] = []
  for (let index = 0; index < SAMPLES; index++) {
    const started = performance.now()
    await run(index)
    times.push(performance.now() - started)
  }
  return times
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

function open(url: string, auth: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}
