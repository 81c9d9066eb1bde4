import { SEALED_CONTEXT } from '../../lib/sealed-contexts.js'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { WebhookBody, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../../contract/webhooks.js'
import { json, type Database } from '../../db/schema.js'
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema-webhooks.js'

/** The additional data an endpoint's sealed secret is bound to: it opens for that site and endpoint only. */
export const endpointSecretContext = SEALED_CONTEXT.webhook

/** How many deliveries the log shows per endpoint. */
const LOG_ROWS = 50

/** The endpoints and deliveries of one site: every query names the site. */
export class WebhookRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async endpoints(siteId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.db
      .selectFrom('webhookEndpoints')
      .selectAll()
      .where('siteId', '=', siteId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
    return rows.map(toWireEndpoint)
  }

  async endpoint(siteId: string, id: string) {
    return this.db
      .selectFrom('webhookEndpoints')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
  }

  /**
   * Queues `body` for every switched-on endpoint of the site that asks for
   * its type; an endpoint that has it queued already (the event came again)
   * gets nothing more. Answers how many were queued, and whether the site has any switched-on endpoint at all.
   */
  async queue(siteId: string, body: WebhookBody): Promise<{ queued: number; listening: boolean }> {
    const { rows } = await sql<{ queued: number; listening: boolean }>`
      with queued as (
        insert into webhook_deliveries (endpoint_id, site_id, event_id, event_type, body)
        select id, site_id, ${body.id}, ${body.type}, ${JSON.stringify(body)}
        from webhook_endpoints
        where site_id = ${siteId} and enabled and events @> ${json([body.type])}::jsonb
        order by created_at, id
        on conflict (endpoint_id, event_id) do nothing
        returning 1
      )
      select (select count(*) from queued)::int as queued,
        exists (select 1 from webhook_endpoints where site_id = ${siteId} and enabled) as listening
    `.execute(this.db)
    return rows[0]!
  }

  async deliveries(siteId: string, endpointId: string): Promise<WebhookDelivery[]> {
    const rows = await this.db
      .selectFrom('webhookDeliveries')
      .selectAll()
      .where('siteId', '=', siteId)
      .where('endpointId', '=', endpointId)
      .orderBy('seq', 'desc')
      .limit(LOG_ROWS)
      .execute()
    return rows.map(toWireDelivery)
  }

  /**
   * Queues a delivery again, behind what the endpoint has waiting, with a
   * new day of retries; answers it (undefined: not this site's).
   */
  async resend(siteId: string, id: string): Promise<WebhookDelivery | undefined> {
    const row = await this.db
      .updateTable('webhookDeliveries')
      .set({
        status: 'pending',
        attempts: 0,
        seq: sql`nextval(pg_get_serial_sequence('webhook_deliveries', 'seq'))`,
        createdAt: sql`now()`,
        nextAttemptAt: sql`now()`,
        leaseUntil: sql`now()`,
      } as never)
      .where('siteId', '=', siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    return row && toWireDelivery(row)
  }
}

export function toWireEndpoint(row: Selectable<WebhookEndpointsTable>): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince ? new Date(row.failingSince).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

function toWireDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  return {
    _id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    error: row.error,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  }
}
