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
 * room). Baseline: a bare socket.io echo (emit → server emits back) in the
 * same run. Prints both p99s and their ratio (target ≤ 2×).
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

  const echo = Fastify()
  const bare = new Server(echo.server)
  bare.on('connection', (client) => client.on('ping', (id: number) => client.emit('pong', id)))
  await echo.listen({ port: 0, host: '127.0.0.1' })
  const echoSocket = await open(`http://127.0.0.1:${portOf(echo)}`, {})
  const baseline = await timeEach((index) => new Promise<void>((resolve) => {
    echoSocket.once('pong', () => resolve())
    echoSocket.emit('ping', index)
  }))
  echoSocket.disconnect()
  bare.close()
  await echo.close()

  const [p99, baseP99] = [percentile(measured, 0.99), percentile(baseline, 0.99)]
  console.log(`send -> delivered over the socket p99: ${p99.toFixed(2)} ms vs bare socket.io echo p99 ${baseP99.toFixed(2)} ms = ${(p99 / baseP99).toFixed(2)}x (target <= 2x)`)
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
