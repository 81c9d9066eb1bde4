import Fastify from 'fastify'
import { CREATE_ORDER_PATH, GET_ORDERS_PATH } from '../contract/orders.js'
import { signIn } from '../server/modules/auth/test-helpers.js'
import { load, report } from './harness.js'
import { portOf, type BenchServer } from './server.js'
import { sized, UNREACHED_LIMIT } from './smoke.js'

/** Orders the History bench customer has before it is read (a full first page and more). */
const HISTORY_ORDERS = sized(25, 2)
const LOAD_SECONDS = sized(4, 0.3)

/**
 * Orders are created as fast as the server answers, thousands a minute on one site: the site's counter still runs on
 * every order, it just never refuses.
 */
export const ORDERS_LIMITS = { SITE_ORDER_RATE_LIMIT: UNREACHED_LIMIT }

/**
 * Throughput of creating an order (`create_catalogue_order_from_chat_widget`:
 * a service on direct_buy, so stock and the cart stay out of the way) and of
 * reading a History page (`chat_widget_side_get_orders`), each as a ratio of
 * a bare Fastify route answering the same bytes in the same run.
 */
export async function ordersBench(server: BenchServer): Promise<void> {
  const base = `http://127.0.0.1:${server.port}`
  const customer = await signIn(server.app, 1)
  const item = await server.app.db
    .selectFrom('catalogueItems')
    .select('id')
    .where('slug', '=', 'home-style-catering')
    .executeTakeFirstOrThrow()
  const headers = { authorization: customer.authorization, 'content-type': 'application/json' }
  const create = JSON.stringify({
    customerId: customer.customerId,
    orderData: {
      source: 'direct_buy',
      items: [{ _id: item.id, selectedPackage: 'pkg-catering-25', quantity: 1 }],
      deliveryAddress: null,
    },
  })
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    const response = await fetch(`${base}${CREATE_ORDER_PATH}`, { method: 'POST', headers, body: create })
    if (!response.ok) throw new Error(`create answered ${response.status}: ${await response.text()}`)
  }

  await measure('create order', `${base}${CREATE_ORDER_PATH}`, { method: 'POST', body: create, headers })
  await measure('get orders (a History page)', `${base}${GET_ORDERS_PATH}?customerId=${customer.customerId}&page=1`, {
    method: 'GET',
    headers: { authorization: customer.authorization },
  })
}

async function measure(
  name: string,
  url: string,
  call: { method: 'GET' | 'POST'; body?: string; headers: Record<string, string> },
): Promise<void> {
  const sample = await fetch(url, call)
  const bytes = await sample.text()
  if (!sample.ok) throw new Error(`${name} answered ${sample.status}: ${bytes}`)
  const bare = Fastify()
  bare.route({
    method: call.method,
    url: '/',
    handler: async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(bytes),
  })
  await bare.listen({ port: 0, host: '127.0.0.1' })
  try {
    const options = { ...call, connections: 10, seconds: LOAD_SECONDS }
    const baseline = await load(`http://127.0.0.1:${portOf(bare)}/`, options)
    const measured = await load(url, options)
    if (measured.errors > 0) throw new Error(`${name} answered ${measured.errors} errors under load`)
    report(
      `${name} throughput`,
      measured.requestsPerSecond,
      baseline.requestsPerSecond,
      'req/s',
      'informational: the call does its database work, the bare route none',
    )
  } finally {
    await bare.close()
  }
}
