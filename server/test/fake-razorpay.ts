import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A call the fake answered: method, path (without the query), JSON body and the Authorization it came with. */
export interface FakeRazorpayCall {
  method: string
  path: string
  body: Record<string, unknown>
  authorization: string | null
}

/**
 * A local HTTP fake of the parts of Razorpay's API the server calls (Basic
 * auth with the key id and secret, JSON in and out, Razorpay's error shape),
 * so tests run the real SDK and gateway code against a real endpoint:
 * `POST /v1/orders`, `GET /v1/orders/:id/payments`,
 * `POST /v1/payments/:id/refund`, and `GET /v1/payments` (an empty list: the
 * owner's 'Test keys'). Any other key id and secret get Razorpay's 401. `refundAnswer` says how refunds are
 * answered: processed, pending (the webhook tells later) or refused.
 *
 * @example
 * const fake = await startFakeRazorpay({ keyId: 'rzp_test_fake', keySecret: 's3cret' })
 * // env: RAZORPAY_API_URL = fake.url
 * await fake.close()
 */
export async function startFakeRazorpay(credentials: { keyId: string; keySecret: string }) {
  const calls: FakeRazorpayCall[] = []
  const state = { refundAnswer: 'processed' as 'processed' | 'pending' | 'refuse' }
  const auth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`
  const id = (prefix: string) => `${prefix}_fake${randomBytes(6).toString('hex')}`

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      const path = (request.url ?? '').split('?')[0]!
      calls.push({ method: request.method ?? '', path, body, authorization: request.headers.authorization ?? null })
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(answer))
      }
      const error = (status: number, description: string) =>
        send(status, {
          error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' },
        })
      if (request.headers.authorization !== auth) return error(401, 'Authentication failed')
      if (request.method === 'GET' && path === '/v1/payments')
        return send(200, { entity: 'collection', count: 0, items: [] })
      if (request.method === 'POST' && path === '/v1/orders')
        return send(200, { id: id('order'), entity: 'order', amount: body.amount, currency: 'INR', status: 'created' })
      if (request.method === 'GET' && /^\/v1\/orders\/[^/]+\/payments$/.test(path))
        return send(200, { entity: 'collection', count: 0, items: [] })
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (request.method === 'POST' && refund) {
        if (state.refundAnswer === 'refuse')
          return error(400, 'The refund amount provided is greater than amount captured')
        return send(200, {
          id: id('rfnd'),
          entity: 'refund',
          amount: body.amount,
          currency: 'INR',
          payment_id: refund[1],
          notes: body.notes ?? {},
          status: state.refundAnswer,
        })
      }
      return error(404, 'The requested URL was not found on the server.')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
