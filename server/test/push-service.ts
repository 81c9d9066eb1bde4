import { createRequire } from 'node:module'
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { CUSTOMER_PUSH_SUBSCRIPTION_PATH, PUSH_KEY_PATH, type PushSubscriptionBody } from '../../contract/push.js'

const require = createRequire(import.meta.url)

/** A device subscribed at the local push service: what the browser would post, and its handle there. */
export interface TestDevice {
  subscription: PushSubscriptionBody
  clientHash: string
}

/**
 * A real Web Push protocol endpoint on localhost (`web-push-testing`): it
 * hands out subscriptions as a browser's push service would, checks each
 * push's VAPID signature against the subscription's key, decrypts it and
 * keeps it; an expired subscription answers 410. One per process (the
 * library keeps its state in its module).
 *
 * @example
 * const push = await startPushService()
 * const app = await buildTestApp(database, { env: push.env })
 * const device = await push.subscribe(publicKey)
 * await push.messages(device) // the decrypted payloads, oldest first
 */
export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown }
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => {
    startServer(): void
    _server: net.Server
  }
  const port = await freePort()
  const server = new Server(new PushApiModel(), port)
  const log = console.log
  console.log = () => {}
  server.startServer()
  await new Promise<void>((resolve) => server._server.once('listening', () => resolve()))
  console.log = log
  const url = `http://localhost:${port}`
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    url,
    /** The setting that lets a test server post here (`PUSH_TEST_ORIGINS`: it is no push service of the rules). */
    env: { PUSH_TEST_ORIGINS: url },
    async subscribe(applicationServerKey: string): Promise<TestDevice> {
      const answer = (await (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).json()) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }
      }
      const { clientHash, endpoint, keys } = answer.data
      return { subscription: { endpoint, keys }, clientHash }
    },
    /** The decrypted payloads the device received, parsed as JSON. */
    async messages(device: TestDevice): Promise<unknown[]> {
      const answer = (await (await post('/get-notifications', { clientHash: device.clientHash })).json()) as {
        data: { messages: string[] }
      }
      return answer.data.messages.map((message) => JSON.parse(message) as unknown)
    },
    /** The browser unsubscribed: the next push answers 410. */
    async expire(device: TestDevice): Promise<void> {
      await post(`/expire-subscription/${device.clientHash}`, {})
    },
    close: () => new Promise<void>((resolve) => server._server.close(() => resolve())),
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>

/**
 * A customer's browser subscribed at `push` with the app's key and kept by the app, as the widget's 'Get notified of
 * replies' does; `authorization` is the customer's bearer header. Throws when the app refuses it.
 *
 * @example
 * const device = await customerDevice(app, push, who.authorization)
 * await push.messages(device)
 */
export async function customerDevice(app: FastifyInstance, push: PushService, authorization: string) {
  const { publicKey } = (await app.inject({ url: PUSH_KEY_PATH })).json() as { publicKey: string }
  const subscribed = await push.subscribe(publicKey)
  const saved = await app.inject({
    method: 'POST',
    url: CUSTOMER_PUSH_SUBSCRIPTION_PATH,
    headers: { authorization },
    payload: subscribed.subscription,
  })
  if (saved.statusCode !== 200) throw new Error(`device refused: ${saved.statusCode} ${saved.body}`)
  return subscribed
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
