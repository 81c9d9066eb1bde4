import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the receiver took: its headers and raw body, and the status it answered. */
export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
  status: number
}

/**
 * A real webhook receiver for tests, on 127.0.0.1: it records every POST
 * and answers 204, or 500 while `failNext` is above zero (counting down),
 * or always `answer` when set; `hang` leaves requests unanswered.
 */
export async function startReceiver() {
  const received: Received[] = []
  const state = { failNext: 0, answer: null as number | null, hang: false }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (state.hang) return
      const status = state.answer ?? (state.failNext > 0 ? 500 : 204)
      if (state.failNext > 0) state.failNext--
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status })
      response.statusCode = status
      response.end(status >= 400 ? 'receiver says no' : undefined)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    /** The event ids of the deliveries answered 2xx, in arrival order. */
    accepted: () => received.filter((entry) => entry.status < 300).map((entry) => JSON.parse(entry.body).id as string),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
