import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import Fastify from 'fastify'
import { SEND_MESSAGE_PATH, SOCKET_EVENTS } from '../contract/chat.js'
import { signIn } from '../server/modules/auth/test-helpers.js'
import { portOf, type BenchServer } from './server.js'
import { sized, UNREACHED_LIMIT } from './smoke.js'

const SAMPLES = sized(1000, 20)
const WARM_UP = sized(50, 4)

/**
 * One customer sends over a thousand messages, one after the other, as fast as they are delivered: its own limit and
 * its site's would refuse most of them. Both counters still run on every send (their cost is part of the figure).
 */
export const SOCKET_DELIVERY_LIMITS = { MESSAGE_RATE_LIMIT: UNREACHED_LIMIT, SITE_MESSAGE_RATE_LIMIT: UNREACHED_LIMIT }

/**
 * Send → delivered: a customer POSTs `send_new_message` over HTTP and waits
 * for the same message on its socket (stored in the database, pushed to its
 * room). Baseline, in the same run, doing the same essential work with
 * nothing of the product around it: a bare Fastify route that takes the JSON
 * body, INSERTs the row into the same `messages` table through the same
 * database handle, and emits it to a socket.io room the client joined.
 * The two alternate send by send (which goes first alternating too), so both
 * see the same load from the rest of the machine; a block of one then a block
 * of the other compares two different moments of a shared machine. Prints
 * both p99s and their ratio (target ≤ 1.5x), and the medians for reference.
 */
export async function socketDeliveryBench(server: BenchServer): Promise<void> {
  const customer = await signIn(server.app, 0)
  const base = `http://127.0.0.1:${server.port}`
  const socket = await open(base, { token: customer.token, subdomain: 'demo' })
  const delivered = new Map<string, () => void>()
  socket.on(SOCKET_EVENTS.message, (message: { clientMessageId?: string }) =>
    delivered.get(message.clientMessageId ?? '')?.(),
  )
  const send = async (index: number) => {
    const clientMessageId = `bench-${index}`
    const arrived = new Promise<void>((resolve) => delivered.set(clientMessageId, resolve))
    const response = await fetch(`${base}${SEND_MESSAGE_PATH}`, {
      method: 'POST',
      headers: { authorization: customer.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        senderId: customer.customerId,
        customerId: customer.customerId,
        message: `Bench message ${index}`,
        clientMessageId,
      }),
    })
    if (!response.ok) throw new Error(`send answered ${response.status}: ${await response.text()}`)
    await arrived
  }

  const floor = await startBaseline(server, customer.customerId)
  const floorSocket = await open(`http://127.0.0.1:${floor.port}`, {})
  const floorDelivered = new Map<string, () => void>()
  floorSocket.on('message', (message: { clientMessageId: string }) => floorDelivered.get(message.clientMessageId)?.())
  const floorSend = async (index: number) => {
    const clientMessageId = `floor-${index}`
    const arrived = new Promise<void>((resolve) => floorDelivered.set(clientMessageId, resolve))
    const response = await fetch(`http://127.0.0.1:${floor.port}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: `Bench message ${index}`, clientMessageId }),
    })
    if (!response.ok) throw new Error(`baseline answered ${response.status}`)
    await arrived
  }

  const { measured, baseline } = await timeAlternately(send, floorSend)
  socket.disconnect()
  floorSocket.disconnect()
  await floor.close()

  const [p99, baseP99] = [percentile(measured, 0.99), percentile(baseline, 0.99)]
  const [p50, baseP50] = [percentile(measured, 0.5), percentile(baseline, 0.5)]
  console.log(
    `send -> delivered over the socket p99: ${p99.toFixed(2)} ms ` +
      `vs a bare POST + INSERT + room emit p99 ${baseP99.toFixed(2)} ms = ` +
      `${(p99 / baseP99).toFixed(2)}x (target <= 1.5x); ` +
      `medians ${p50.toFixed(2)} ms vs ${baseP50.toFixed(2)} ms = ${(p50 / baseP50).toFixed(2)}x`,
  )
}

/**
 * The floor: one route, one INSERT into `messages` with the product's database handle, one emit to the client's room.
 */
async function startBaseline(
  server: BenchServer,
  customerId: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const site = await server.app.db
    .selectFrom('sites')
    .select('id')
    .where('subdomain', '=', 'demo')
    .executeTakeFirstOrThrow()
  const app = Fastify()
  const io = new Server(app.server)
  io.on('connection', (client) => void client.join(customerId))
  app.post<{ Body: { message: string; clientMessageId: string } }>('/send', async (request) => {
    const row = await server.app.db
      .insertInto('messages')
      .values({
        siteId: site.id,
        customerId,
        sender: 'user',
        senderId: customerId,
        type: 'text',
        message: request.body.message,
        caption: null,
        contentType: null,
        messageView: null,
        clientMessageId: request.body.clientMessageId,
      })
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

/** Times `measured` and `baseline` one send each in turn, `SAMPLES` times, after a warm-up of both. */
async function timeAlternately(
  measured: (index: number) => Promise<void>,
  baseline: (index: number) => Promise<void>,
): Promise<{ measured: number[]; baseline: number[] }> {
  for (let index = 0; index < WARM_UP; index++) {
    await measured(-1 - index)
    await baseline(-1 - index)
  }
  const times = { measured: [] as number[], baseline: [] as number[] }
  const timed = async (run: (index: number) => Promise<void>, index: number, into: number[]) => {
    const started = performance.now()
    await run(index)
    into.push(performance.now() - started)
  }
  for (let index = 0; index < SAMPLES; index++) {
    if (index % 2 === 0) {
      await timed(measured, index, times.measured)
      await timed(baseline, index, times.baseline)
    } else {
      await timed(baseline, index, times.baseline)
      await timed(measured, index, times.measured)
    }
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
