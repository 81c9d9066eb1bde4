import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { EventDispatcher, type DispatcherOptions } from '../events/dispatcher.js'
import type { Events } from '../events/events.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: record them in a transaction, subscribe to them (server/events/). */
    events: Events
  }
}

/**
 * Decorates `app.events` with the outbox dispatcher of server/events/. The
 * poll starts when the app is ready (subscribers are registered by then)
 * and stops when it closes, before the database does.
 */
export default fp(
  async function events(app: FastifyInstance, options: DispatcherOptions) {
    const dispatcher = new EventDispatcher(app.db, app.log, options)
    app.decorate('events', dispatcher)
    app.addHook('onReady', async () => dispatcher.start())
    app.addHook('onClose', async () => dispatcher.stop())
  },
  { name: 'events', dependencies: ['db'] },
)
