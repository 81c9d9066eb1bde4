import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_EVENTS, type ChatMessage } from '../../../contract/chat.js'

/** The base URL of an app listening on a free port of 127.0.0.1. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** A widget-like socket that records every message pushed to it. */
export interface TestSocket {
  socket: Socket
  received: ChatMessage[]
  /** Resolves with the first pushed message matching `match`. */
  next(match: (message: ChatMessage) => boolean, timeoutMs?: number): Promise<ChatMessage>
}

/**
 * Connects like the widget (websocket, handshake `auth: { token, subdomain }`);
 * rejects with the refusal's code (`NO_TOKEN`, `TOKEN_INVALID`, ...).
 */
export function connectSocket(baseUrl: string, auth: Record<string, string>): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const received: ChatMessage[] = []
  const waiters: { match: (message: ChatMessage) => boolean; resolve: (message: ChatMessage) => void }[] = []
  socket.on(SOCKET_EVENTS.message, (message: ChatMessage) => {
    received.push(message)
    for (const waiter of waiters.filter((entry) => entry.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(message)
    }
  })
  const next = (match: (message: ChatMessage) => boolean, timeoutMs = 5000) =>
    new Promise<ChatMessage>((resolve, reject) => {
      const seen = received.find(match)
      if (seen) return resolve(seen)
      const timer = setTimeout(() => reject(new Error('no matching message pushed')), timeoutMs)
      waiters.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) })
    })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, received, next }))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** Lets in-flight pushes arrive before asserting that one did not. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))
