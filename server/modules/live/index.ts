import type { FastifyInstance } from 'fastify'
import { realtimeSubscriber } from './realtime-subscriber.js'

export { CONFIRMATION_TYPING_MS, FOLLOW_UP_MS } from './customer-pushes.js'
export { ownerEvents, type OwnerEvents } from './owner-events.js'
export { realtimeSubscriber } from './realtime-subscriber.js'

/**
 * Live updates: subscribes the realtime subscriber to the domain events
 * (customer rooms and the site's owner room). Needs the `events` and
 * `realtime` plugins; register it before the app is ready.
 */
export default async function liveUpdates(app: FastifyInstance) {
  const subscriber = realtimeSubscriber({ realtime: app.realtime, db: app.db, log: app.log })
  app.events.subscribe(subscriber)
  app.addHook('onClose', async () => subscriber.close())
}
