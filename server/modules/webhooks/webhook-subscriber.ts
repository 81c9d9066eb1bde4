import type { Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import { WebhookEventType, type WebhookBody } from '../../../contract/webhooks.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { WebhookRepository } from './webhook-repository.js'
import type { EmptySites } from '../../lib/empty-sites.js'

/**
 * The subscriber that turns a domain event into a queued delivery for each
 * switched-on endpoint of its site that asks for its type (idempotent: an
 * endpoint gets each event id once). The event leaves the outbox only once
 * its deliveries are queued, so a crash in between loses nothing; sending is
 * the sender's, outside the event's delivery. `silent`: the sites found with no switched-on endpoint, skipped for
 * a few seconds (only where this process is the only one that saves endpoints: PGlite's).
 */
export function webhookSubscriber(db: Kysely<Database>, queued: () => void, silent?: EmptySites): Subscriber {
  return {
    name: 'webhooks',
    async handle(event: DomainEvent) {
      if (!WebhookEventType.is(event.type)) return
      const { siteId, ...data } = event.payload
      if (silent?.has(siteId)) return
      const since = silent?.lookUp() ?? 0
      const body: WebhookBody = { id: event.id, type: event.type, createdAt: event.occurredAt, data }
      const { queued: count, listening } = await new WebhookRepository(db).queue(siteId, body)
      if (count > 0) queued()
      if (!listening) silent?.remember(siteId, since)
    },
  }
}
