import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { io as connect, type Socket } from 'socket.io-client'
import { SEND_OTP_PATH, VERIFY_OTP_PATH, type VerifyOtpResponse } from '../contract/auth.js'
import { GET_CART_PATH } from '../contract/cart.js'
import { GET_MESSAGES_PATH, SEND_MESSAGE_PATH } from '../contract/chat.js'
import { testCode, testPhone } from '../server/modules/auth/test-helpers.js'

/** A signed-in demo customer with a socket open, as a widget keeps one. */
export interface Customer {
  customerId: string
  authorization: string
  socket: Socket
}

/** Signs test numbers `0..count-1` in through the real code calls (127.0.0.1 is the demo site outside production). */
export async function signInCustomers(base: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = []
  for (let index = 0; index < count; index++) {
    const post = async (url: string, body: object) => {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
      return response.json()
    }
    const phone = { ...testPhone(index), subdomain: 'demo' }
    await post(SEND_OTP_PATH, phone)
    const { token, customerId } = (await post(VERIFY_OTP_PATH, { ...phone, otp: testCode(index) })) as VerifyOtpResponse
    const socket = connect(base, {
      auth: { token, subdomain: 'demo' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    customers.push({ customerId, authorization: `Bearer ${token}`, socket })
  }
  return customers
}

export interface MixResult {
  requests: number
  requestsPerSecond: number
  errors: number
  /** The errors by kind (`429`, `503`, `timeout`, `connection`): what a failing run says it met. */
  errorKinds: Record<string, number>
}

/**
 * The chat + page mix, each connection cycling through: send a message (it
 * is stored and pushed to the customer's socket), get the chat's recent
 * messages (what a widget fetches when it comes back), get the cart, and the
 * server-rendered home page. Customers take turns.
 */
export async function runChatMix(
  base: string,
  customers: Customer[],
  seconds: number,
  connections = 16,
): Promise<MixResult> {
  let turn = 0
  const next = () => customers[turn++ % customers.length]!
  const json = { 'content-type': 'application/json', host: 'demo.localhost' }
  const result = await autocannon({
    url: base,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const customer = next()
          const body = {
            senderId: customer.customerId,
            customerId: customer.customerId,
            message: `Is the garam masala fresh this week? ${turn}`,
            clientMessageId: randomUUID(),
          }
          return {
            ...request,
            path: SEND_MESSAGE_PATH,
            headers: { ...json, authorization: customer.authorization },
            body: JSON.stringify(body),
          }
        },
      },
      {
        method: 'GET',
        setupRequest: (request) => {
          const since = encodeURIComponent(new Date(Date.now() - 10_000).toISOString())
          return {
            ...request,
            path: `${GET_MESSAGES_PATH}?since=${since}`,
            headers: { host: 'demo.localhost', authorization: next().authorization },
          }
        },
      },
      {
        method: 'GET',
        setupRequest: (request) => {
          const customer = next()
          return {
            ...request,
            path: `${GET_CART_PATH}?customerId=${customer.customerId}&subdomain=demo`,
            headers: { host: 'demo.localhost', authorization: customer.authorization },
          }
        },
      },
      { method: 'GET', path: '/', headers: { host: 'demo.localhost' } },
    ],
  })
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / seconds,
    errors: result.errors + result.non2xx + result.timeouts,
    errorKinds: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, stats]) => [code, stats.count ?? 0]),
      ),
      ...(result.timeouts > 0 ? { timeout: result.timeouts } : {}),
      ...(result.errors > result.timeouts ? { connection: result.errors - result.timeouts } : {}),
    },
  }
}

export function closeCustomers(customers: Customer[]): void {
  for (const customer of customers) customer.socket.disconnect()
}
