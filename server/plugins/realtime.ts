import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { decodeJwt } from 'jose'
import { Server, type Socket } from 'socket.io'
import { CART_UPDATED_EVENT } from '../../contract/cart.js'
import { SOCKET_EVENTS } from '../../contract/chat.js'
import { ORDER_UPDATED_EVENT } from '../../contract/orders.js'
import { QUOTE_UPDATED_EVENT } from '../../contract/quotes.js'
import { OwnerSocketAuth } from '../../contract/owner-auth.js'
import { isText } from '../../contract/text.js'
import { SOCKET_TRANSPORTS } from '../../contract/socket-transport.js'
import { isUnencodableText } from '../db/unencodable.js'
import { HttpError } from '../http/errors.js'
import type { RequestCustomer } from '../identity/customer.js'
import type { RequestOwner } from '../identity/owner.js'
import { ACCESS_TOKEN_MAX_AGE_SECONDS } from '../modules/auth/access-token.js'
import { serverText } from '../text/server-text.js'
import { ownerCookieOf } from '../modules/owner-auth/owner-cookie.js'
import { isSameOrigin } from '../modules/owner-auth/same-origin.js'
import type { Realtime } from '../modules/realtime/realtime.js'
import { connectRedisAdapter } from '../modules/realtime/redis-adapter.js'
import { resyncInTurns } from '../modules/realtime/resync-in-turns.js'
import { customerRoom, ownerRoom, ownerSessionRoom, sessionRoom, siteRoom } from '../modules/realtime/rooms.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server on the app's HTTP port (path /socket.io). */
    io: Server
    realtime: Realtime
  }
}

/** The server-side event (between processes, never to a browser) that says a site's published pages changed. */
const PAGES_CHANGED = 'pages-changed'
/**
 * The server-side event a process sends when Redis answers it again: pushes it sent meanwhile may be lost, so every
 * process's sockets resync.
 */
const PEER_RECOVERED = 'peer-recovered'

/**
 * When an access token the server accepted stops being accepted (epoch ms):
 * at its `exp`, or past its maximum age, whichever comes first (as
 * `AccessTokens.verify` decides; its signature was checked already).
 */
function tokenEndsAt(token: string): number {
  const { exp, iat } = decodeJwt(token) as { exp: number; iat: number }
  return Math.min(exp, iat + ACCESS_TOKEN_MAX_AGE_SECONDS + 1) * 1000
}

/**
 * socket.io on the same port as HTTP (the realtime socket). A customer's
 * handshake must carry `auth: { token, subdomain? }`, checked exactly like
 * `requireCustomer`; a refusal's error message is the 401 code (NO_TOKEN,
 * TOKEN_EXPIRED, ...). The socket joins its token's room only:
 * `new-user-add` cannot move it to another customer's room. It is
 * disconnected when its token stops being accepted (its `exp`, or its
 * maximum age), like a REST call would then get 401: the widget refreshes
 * the token and connects again.
 *
 * An owner's handshake (`auth: { owner: true }`, the owner inbox) is
 * authenticated by the owner session cookie for the Host's site, from a
 * page of that host (else FORBIDDEN); it joins the site's owner room and
 * its session's room, never a customer's, and customer events from it are
 * not heard. It is disconnected when its session ends (logout, on every
 * process) or expires.
 *
 * @example
 * app.realtime.pushToCustomer(customerId, toChatMessage(row))
 */
export default fp(
  async function realtime(app: FastifyInstance) {
    // Redis first: when it does not answer, start-up fails before anything listens.
    // When Redis comes back after a failure (an error, or a ping left unanswered by a silent network), this process's
    // sockets may have missed pushes sent from other processes: they resync; and this process may have missed (or
    // failed to send) a publish: every process drops its cached pages, and the other processes' sockets resync too.
    const pageListeners: ((siteId: string | null) => void)[] = []
    const pagesChanged = (siteId: string | null) => {
      for (const listener of pageListeners) listener(siteId)
    }
    const resync = {
      onRecovered: () => {
        resyncInTurns(io, SOCKET_EVENTS.resync)
        pagesChanged(null)
        io.serverSideEmit(PAGES_CHANGED, null)
        io.serverSideEmit(PEER_RECOVERED)
      },
    }
    const redis = app.config.redisUrl ? await connectRedisAdapter(app.config.redisUrl, app.log, resync) : null
    // WebSocket only: a load balancer may send each socket to any process, with no sticky sessions.
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, transports: SOCKET_TRANSPORTS })
    // engine.io answers its own requests, outside Fastify's hooks: its errors (a polling request among them) and the
    // websocket upgrade get the headers every other non-page answer carries. A middleware runs before engine.io's
    // checks, so its 400s have them too (its `headers` event fires for the 200s and the upgrade only). HSTS is left to
    // Fastify's answers.
    io.engine.use((_request: unknown, response: { setHeader(name: string, value: string): void }, next: () => void) => {
      for (const [name, value] of Object.entries(app.resourceSecurityHeaders)) response.setHeader(name, value)
      next()
    })
    if (redis) io.adapter(redis.adapter)
    const emit = roomEmitter(io, redis !== null)
    io.on(PAGES_CHANGED, (siteId: unknown) => pagesChanged(typeof siteId === 'string' ? siteId : null))
    io.on(PEER_RECOVERED, () => resyncInTurns(io, SOCKET_EVENTS.resync))

    io.use(async (socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; subdomain?: unknown }
      const headers = socket.handshake.headers
      try {
        if (OwnerSocketAuth.is(socket.handshake.auth)) {
          if (!isSameOrigin(headers)) throw new HttpError(403, serverText('ownerAuth.crossOrigin'), 'FORBIDDEN')
          const { owner } = await app.ownerAuth.authenticate(
            ownerCookieOf(app.parseCookie(headers.cookie ?? '')),
            headers.host,
          )
          socket.data.owner = owner
          return next()
        }
        // Text the database cannot hold (NUL, a lone surrogate) is the client's mistake, refused before any lookup.
        if ([auth.token, auth.subdomain].some((value) => typeof value === 'string' && !isText(value))) {
          throw new HttpError(400, 'The handshake carries text that is not allowed', 'BAD_REQUEST')
        }
        const site = await app.auth.siteFor(auth.subdomain, headers.host)
        socket.data.customer = await app.auth.authenticate(
          typeof auth.token === 'string' ? auth.token : undefined,
          site,
        )
        socket.data.tokenEndsAt = tokenEndsAt(auth.token as string)
        next()
      } catch (error) {
        const refused =
          error instanceof HttpError ? (error.code ?? 'TOKEN_ERROR') : isUnencodableText(error) ? 'BAD_REQUEST' : null
        if (refused === null) app.log.error({ err: error }, 'socket handshake failed')
        // An unexpected failure is not the token's fault: INTERNAL lets the widget retry instead of signing out.
        next(new Error(refused ?? 'INTERNAL'))
      }
    })

    const customerEvents = new Map<string, (customer: RequestCustomer, payload: unknown) => void | Promise<void>>()

    const ownerConnected = (socket: Socket) => {
      const owner = socket.data.owner as RequestOwner
      void socket.join([ownerRoom(owner.siteId), ownerSessionRoom(owner.sessionId)])
      // The session ends at a fixed time: its socket with it (setTimeout's limit is 24.8 days, the session 7).
      const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, owner.expiresAt.getTime() - Date.now()))
      socket.once('disconnect', () => clearTimeout(expiry))
    }

    io.on('connection', (socket) => {
      if (socket.data.owner) return ownerConnected(socket)
      const customer = socket.data.customer as RequestCustomer
      const room = customerRoom(customer.id)
      void socket.join([room, sessionRoom(customer.sessionId), siteRoom(customer.siteId)])
      // The socket lives no longer than its token: then the widget refreshes the token and connects again.
      const expiry = setTimeout(
        () => socket.disconnect(true),
        Math.max(0, (socket.data.tokenEndsAt as number) - Date.now()),
      )
      socket.once('disconnect', () => clearTimeout(expiry))
      for (const [event, handler] of customerEvents) {
        socket.on(event, (payload: unknown) => {
          Promise.resolve()
            .then(() => handler(customer, payload))
            .catch((error: unknown) =>
              app.log.warn({ err: error, event, customerId: customer.id }, 'a customer socket event failed'),
            )
        })
      }
      socket.on(SOCKET_EVENTS.newUserAdd, (claimed: unknown) => {
        if (claimed !== customer.id) {
          app.log.warn(
            { customerId: customer.id, claimed: String(claimed).slice(0, 64) },
            'new-user-add names another customer; the socket keeps its token room',
          )
        }
        void socket.join(room)
      })
    })

    app.decorate('io', io)
    app.decorate('realtime', {
      endSession: (sessionId) => {
        io.in(sessionRoom(sessionId)).disconnectSockets(true)
      },
      endOwnerSession: (sessionId) => {
        io.in(ownerSessionRoom(sessionId)).disconnectSockets(true)
      },
      redisStatus: async () => (redis === null ? 'off' : (await redis.check()) ? 'ok' : 'degraded'),
      pushTyping: (customerId, event) => {
        emit(customerRoom(customerId), SOCKET_EVENTS.typing, event)
      },
      pushToCustomer: (customerId, message) => {
        emit(customerRoom(customerId), SOCKET_EVENTS.message, message)
      },
      pushOrderUpdated: (customerId, event) => {
        emit(customerRoom(customerId), ORDER_UPDATED_EVENT, event)
      },
      pushCartUpdated: (customerId, event) => {
        emit(customerRoom(customerId), CART_UPDATED_EVENT, event)
      },
      pushQuoteUpdated: (customerId, event) => {
        emit(customerRoom(customerId), QUOTE_UPDATED_EVENT, event)
      },
      // The Redis adapter carries a server-side emit to every other process; the in-memory one has nobody to tell.
      pagesChanged: (siteId) => {
        if (redis) io.serverSideEmit(PAGES_CHANGED, siteId)
      },
      onPagesChanged: (listener) => {
        pageListeners.push(listener)
      },
      pushToSite: (siteId, event, payload) => {
        emit(siteRoom(siteId), event, payload)
      },
      pushToOwners: (siteId, event, payload) => {
        emit(ownerRoom(siteId), event, payload)
      },
      onCustomerEvent: (event, handler) => {
        customerEvents.set(event, handler)
      },
    } satisfies Realtime)

    // Open websockets would keep the HTTP server from closing: end them first. Their connections are closed, not the
    // sockets (a server disconnect tells socket.io's client not to come back): the clients reconnect by themselves
    // after their first delay (about a second), by then to another process, since this one stops listening next.
    app.addHook('preClose', (done) => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close()
      done()
    })
    app.addHook('onClose', async () => {
      // Fastify closes the HTTP server itself; io.close() then only reports it was not running.
      await io.close().catch(() => {})
      await redis?.close()
    })
  },
  { name: 'realtime', dependencies: ['auth', 'owner-auth', '@fastify/cookie', 'security-headers'] },
)

/**
 * Emits to a room. With the in-memory adapter (no Redis) this process's sockets are all there is, so a room nobody is
 * in is skipped: socket.io would encode the payload for nobody (a customer's every message tells the site's owner
 * room, which is empty while no owner has the inbox open). With Redis every process hears every emit.
 */
function roomEmitter(io: Server, everyProcess: boolean) {
  return (room: string, event: string, payload: unknown) => {
    if (!everyProcess && !io.sockets.adapter.rooms.has(room)) return
    io.to(room).emit(event, payload)
  }
}
