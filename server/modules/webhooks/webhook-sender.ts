import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { SecretBox } from '../../lib/secret-box.js'
import { postWebhook } from './post-webhook.js'
import { signatureHeader } from './signature.js'
import { endpointSecretContext } from './webhook-repository.js'

/** The sender's timings; tests shorten them. */
export interface WebhookOptions {
  /** How often each process looks for deliveries due (default 1 s); a new event wakes it at once. */
  pollMs?: number
  /** How long a process holds a delivery it is sending (default 60 s; longer than `timeoutMs`). */
  leaseMs?: number
  /** How long an attempt may take, connection to last byte (default 10 s). */
  timeoutMs?: number
  /** The pause after the first failure (default 10 s); each next one doubles, up to `maxRetryMs`. */
  firstRetryMs?: number
  /** The longest pause between attempts (default 1 h). */
  maxRetryMs?: number
  /** How long a delivery is retried, and how long an endpoint may fail before it is switched off (default 24 h). */
  giveUpAfterMs?: number
}

/** What a process logs with (Fastify's logger has these). */
export interface SenderLog {
  warn(details: object, message: string): void
}

interface ClaimedDelivery {
  id: string
  endpointId: string
  siteId: string
  eventId: string
  eventType: string
  body: string
  attempts: number
  createdAt: Date
}

const BATCH = 20
const ms = (value: number) => sql`${value} * interval '1 millisecond'`

/**
 * Sends the queued webhook deliveries, in order per endpoint, once across
 * processes in the normal case: each poll claims, in one UPDATE over rows
 * chosen `FOR UPDATE SKIP LOCKED`, the oldest pending delivery of each
 * endpoint whose turn it is (no older one pending, none held by another
 * process), then sends them. A failure is tried again after 10 s, 20 s,
 * 40 s, ... (at most 1 h) for a day, then given up; an endpoint that has
 * failed for a day is switched off ('failing'). A process that dies while
 * sending leaves its lease, which runs out: another process sends it again
 * (at least once; receivers de-duplicate by the event id).
 */
export class WebhookSender {
  private readonly pollMs: number
  private readonly leaseMs: number
  private readonly timeoutMs: number
  private readonly firstRetryMs: number
  private readonly maxRetryMs: number
  private readonly giveUpAfterMs: number
  private timer: ReturnType<typeof setTimeout> | null = null
  private running = false
  private polling: Promise<void> | null = null
  private again = false
  private outage = false

  constructor(
    private readonly deps: {
      db: Kysely<Database>
      secretBox: () => Promise<SecretBox | null>
      production: boolean
      log: SenderLog
    },
    options: WebhookOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.leaseMs = options.leaseMs ?? Math.max(60_000, this.timeoutMs * 2)
    this.firstRetryMs = options.firstRetryMs ?? 10_000
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60 * 1000
    this.giveUpAfterMs = options.giveUpAfterMs ?? 24 * 60 * 60 * 1000
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.schedule(0)
  }

  /** Stops polling; a send under way finishes (or its lease runs out and another process sends it). */
  async stop(): Promise<void> {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.polling) await Promise.race([this.polling, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  }

  /** New deliveries were queued: look at once (or right after the poll under way). */
  wake(): void {
    if (!this.running) return
    if (this.polling) this.again = true
    else this.schedule(0)
  }

  /** Claims and sends one round of deliveries due; answers how many it claimed (the poll loop calls it; tests may). */
  async sendDue(): Promise<number> {
    const { rows } = await sql<ClaimedDelivery>`
      update webhook_deliveries set lease_until = now() + ${ms(this.leaseMs)}, attempts = attempts + 1,
        last_attempt_at = now()
      where id in (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and e.enabled and d.next_attempt_at <= now() and d.lease_until <= now()
          and not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id and earlier.status = 'pending' and earlier.seq < d.seq
          )
        order by d.seq
        limit ${BATCH}
        for update of d skip locked
      )
      returning id, endpoint_id, site_id, event_id, event_type, body, attempts, created_at
    `.execute(this.deps.db)
    // One delivery per endpoint is claimed at a time, so the endpoints' sends may run side by side.
    await Promise.all(rows.map((row) => this.send(row)))
    return rows.length
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const endpoint = await this.deps.db
      .selectFrom('webhookEndpoints')
      .select(['url', 'secret'])
      .where('id', '=', delivery.endpointId)
      .executeTakeFirst()
    if (!endpoint) return
    const box = await this.deps.secretBox()
    const secret = box?.open(endpoint.secret, endpointSecretContext(delivery.siteId, delivery.endpointId))
    const outcome = secret
      ? await postWebhook(
          endpoint.url,
          delivery.body,
          {
            'vitrine-signature': signatureHeader(secret, delivery.body, Math.floor(Date.now() / 1000)),
            'vitrine-event-id': delivery.eventId,
            'vitrine-event-type': delivery.eventType,
          },
          { timeoutMs: this.timeoutMs, production: this.deps.production },
        )
      : { ok: false, responseCode: null, error: 'the signing secret cannot be opened (SECRETS_KEY changed?)' }
    if (outcome.ok) return this.delivered(delivery, outcome.responseCode)
    await this.failed(delivery, outcome.responseCode, outcome.error ?? 'failed')
  }

  private async delivered(delivery: ClaimedDelivery, responseCode: number | null): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhookDeliveries')
        .set({ status: 'delivered', responseCode, error: null, leaseUntil: sql`now()` })
        .where('id', '=', delivery.id)
        .execute()
      await trx
        .updateTable('webhookEndpoints')
        .set({ failingSince: null })
        .where('id', '=', delivery.endpointId)
        .execute()
    })
  }

  /** Tried again later, or given up after a day; the endpoint is switched off once it has failed for a day. */
  private async failed(delivery: ClaimedDelivery, responseCode: number | null, error: string): Promise<void> {
    const pause = Math.min(this.firstRetryMs * 2 ** Math.min(delivery.attempts - 1, 30), this.maxRetryMs)
    const giveUp = Date.now() - new Date(delivery.createdAt).getTime() >= this.giveUpAfterMs
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhookDeliveries')
        .set({
          status: giveUp ? 'failed' : 'pending',
          responseCode,
          error: error.slice(0, 300),
          nextAttemptAt: sql`now() + ${ms(pause)}`,
          leaseUntil: sql`now()`,
        })
        .where('id', '=', delivery.id)
        .execute()
      await trx
        .updateTable('webhookEndpoints')
        .set({ failingSince: sql`coalesce(failing_since, now())` })
        .where('id', '=', delivery.endpointId)
        .execute()
      // Failing for the whole window: its endpoint's failures began then too (one delivery at a time, in order), even
      // if the first of them was recorded a moment after the delivery was queued.
      const failingLong = sql<boolean>`failing_since <= now() - ${ms(this.giveUpAfterMs)}`
      await trx
        .updateTable('webhookEndpoints')
        .set({ enabled: false, disabledReason: 'failing' })
        .where('id', '=', delivery.endpointId)
        .where('enabled', '=', true)
        .where(giveUp ? sql<boolean>`true` : failingLong)
        .execute()
    })
  }

  private schedule(delayMs: number): void {
    if (!this.running) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.polling = this.pollAll().finally(() => {
        this.polling = null
        const again = this.again
        this.again = false
        this.schedule(again ? 0 : this.pollMs)
      })
    }, delayMs)
    this.timer.unref()
  }

  private async pollAll(): Promise<void> {
    try {
      while (this.running && (await this.sendDue()) > 0) {
        // Sent some: the next of each endpoint may be due now.
      }
      this.outage = false
    } catch (error) {
      if (!this.outage) this.deps.log.warn({ err: error }, 'webhook deliveries could not be polled; retrying')
      this.outage = true
    }
  }
}
