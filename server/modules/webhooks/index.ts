import type { FastifyInstance } from 'fastify'
import {
  OWNER_WEBHOOK_DELETE_PATH,
  OWNER_WEBHOOK_DELIVERIES_PATH,
  OWNER_WEBHOOK_RESEND_PATH,
  OWNER_WEBHOOK_SAVE_PATH,
  OWNER_WEBHOOK_SECRET_PATH,
  OWNER_WEBHOOKS_PATH,
  SaveWebhookBody,
  WebhookDeliveriesQuery,
  WebhookIdBody,
} from '../../../contract/webhooks.js'
import { ownerPost, route } from '../../http/route.js'
import { EmptySites } from '../../lib/empty-sites.js'
import { webhookSubscriber } from './webhook-subscriber.js'
import { WebhookSender, type WebhookOptions } from './webhook-sender.js'
import { WebhookService } from './webhook-service.js'

export type { WebhookOptions } from './webhook-sender.js'

/**
 * Webhooks: the owner's endpoint calls (contract/webhooks.ts), the
 * subscriber that queues a delivery per endpoint for each event it asks
 * for, and the sender that posts them (server/modules/webhooks/README.md).
 * The site is the caller's, never the payload's. Needs the `events` and
 * `gateways` (the secret box) plugins; register it before the app is ready.
 */
export default async function webhookRoutes(app: FastifyInstance, options: WebhookOptions) {
  const deps = { db: app.db, secretBox: app.secretBox, production: app.config.production }
  const sender = new WebhookSender({ ...deps, log: app.log }, options)
  const webhooks = new WebhookService({ ...deps, wake: () => sender.wake() })
  // PGlite has one process (its data directory's lock): every endpoint is saved here, so a site found with none is
  // skipped until one is saved (on PostgreSQL another process may save one, and the look-up runs beside the sends).
  const silent = app.config.databaseUrl === null ? new EmptySites() : undefined
  app.events.subscribe(webhookSubscriber(app.db, () => sender.wake(), silent))
  app.addHook('onReady', async () => sender.start())
  app.addHook('onClose', async () => sender.stop())

  route(app, { method: 'GET', url: OWNER_WEBHOOKS_PATH, auth: 'owner' }, ({ ownerSite }) => webhooks.list(ownerSite.id))
  ownerPost(app, OWNER_WEBHOOK_SAVE_PATH, SaveWebhookBody, async ({ body, ownerSite }) => {
    silent?.forget(ownerSite.id)
    const saved = await webhooks.save(ownerSite.id, body)
    silent?.forget(ownerSite.id)
    return saved
  })
  ownerPost(app, OWNER_WEBHOOK_DELETE_PATH, WebhookIdBody, ({ body, ownerSite }) =>
    webhooks.delete(ownerSite.id, body._id),
  )
  ownerPost(app, OWNER_WEBHOOK_SECRET_PATH, WebhookIdBody, ({ body, ownerSite }) =>
    webhooks.secret(ownerSite.id, body._id),
  )
  route(
    app,
    { method: 'GET', url: OWNER_WEBHOOK_DELIVERIES_PATH, auth: 'owner', query: WebhookDeliveriesQuery },
    ({ query, ownerSite }) => webhooks.deliveries(ownerSite.id, query.endpointId),
  )
  ownerPost(app, OWNER_WEBHOOK_RESEND_PATH, WebhookIdBody, ({ body, ownerSite }) =>
    webhooks.resend(ownerSite.id, body._id),
  )
}
