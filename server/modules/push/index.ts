import type { FastifyInstance } from 'fastify'
import { EmptySites } from '../../lib/empty-sites.js'
import { socketPresence } from './presence.js'
import { pushSubscriber } from './push-subscriber.js'
import { PushSender, vapidDetails, type VapidDetails } from './push-sender.js'
import pushRoutes from './routes.js'

export { socketPresence, type Presence } from './presence.js'
export { pushSubscriber } from './push-subscriber.js'
export { PushSender, vapidDetails } from './push-sender.js'

/**
 * Web push: its calls, and its subscriber of the domain events (the owners'
 * and customers' devices; README "Notifications"). Needs the `events`,
 * `realtime` and `auth` plugins; register it before the app is ready.
 */
export default async function webPush(app: FastifyInstance) {
  let keys: Promise<VapidDetails> | null = null
  const vapid = () => {
    keys ??= vapidDetails(app.config.push, app.auth.secrets)
    // A failed read (database down) is tried again by the next caller.
    keys.catch(() => (keys = null))
    return keys
  }
  // One process sees every device subscribed (PGlite); on PostgreSQL another process may subscribe one at any time.
  const deviceless = app.config.databaseUrl === null ? new EmptySites() : undefined
  app.events.subscribe(
    pushSubscriber({
      deviceless,
      db: app.db,
      sender: new PushSender(vapid, app.config.push.endpoints),
      presence: socketPresence(app.io),
      log: app.log,
    }),
  )
  await app.register(pushRoutes, { vapid, deviceless })
}
