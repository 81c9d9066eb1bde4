import { sql, type Kysely } from 'kysely'
import pLimit, { type LimitFunction } from 'p-limit'
import type { DomainEvent } from '../../contract/events.js'
import type { Database } from '../db/schema.js'
import { insertEvents, leaseFromNow, newEvent, storedEvent } from './outbox.js'
import type { EventTransaction, Events, Subscriber } from './events.js'
import type { DispatcherOptions } from './dispatcher-options.js'

export type { DispatcherOptions } from './dispatcher-options.js'

/** What the dispatcher logs with (Fastify's logger has these). */
export interface DispatcherLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

interface ClaimedRow {
  id: string
  type: string
  payload: unknown
  createdAt: Date
  attempts: number
}

const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * Delivers the outbox's events to the subscribers, at least once each, once
 * across all processes in the normal case:
 *
 * - the writer holds its events for `leaseMs` (`lease_until`, set by the
 *   insert) and hands them to its subscribers in-process right after the
 *   commit (`committed`), so a live push costs no extra round trip; delivered
 *   ids are marked in the database in batches, `flushMs` later;
 * - every `pollMs` each process claims a batch of events whose lease has
 *   run out (its writer crashed, or a subscriber failed): one UPDATE that
 *   takes a new lease on rows chosen with `FOR UPDATE SKIP LOCKED`, so two
 *   processes never claim the same event; it delivers and marks them.
 *
 * A failed delivery is tried again after a growing pause; a database that
 * does not answer is logged once and retried on the next poll (the loop
 * never stops until `stop`).
 */
export class EventDispatcher implements Events {
  readonly leaseMs: number
  private readonly pollMs: number
  private readonly batch: number
  private readonly flushMs: number
  private readonly maxAttempts: number
  private readonly keepDeliveredMs: number
  private readonly afterCommitConcurrency: number
  /** Per site, while it has events on their way. */
  private readonly afterCommit = new Map<string, LimitFunction>()
  private readonly subscribers: Subscriber[] = []
  private readonly delivered = new Set<string>()
  private flushTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setTimeout> | null = null
  private polling: Promise<void> | null = null
  private running = false
  private outage = false
  private lastSweep = 0

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: DispatcherLog,
    options: DispatcherOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000
    this.pollMs = options.pollMs ?? 1000
    this.batch = options.batch ?? 100
    this.flushMs = options.flushMs ?? 50
    this.maxAttempts = options.maxAttempts ?? 10
    this.keepDeliveredMs = options.keepDeliveredMs ?? 7 * 24 * 60 * 60 * 1000
    this.afterCommitConcurrency = options.afterCommitConcurrency ?? 3
  }

  subscribe(subscriber: Subscriber): void {
    if (this.subscribers.some((known) => known.name === subscriber.name)) {
      throw new Error(`Two event subscribers are named '${subscriber.name}'`)
    }
    this.subscribers.push(subscriber)
  }

  async transaction<Result>(work: (tx: EventTransaction) => Promise<Result>): Promise<Result> {
    const events: DomainEvent[] = []
    const result = await this.db.transaction().execute(async (trx) => {
      const tx: EventTransaction = { db: trx, emit: (type, payload) => pushed(events, newEvent(type, payload)) }
      const done = await work(tx)
      await insertEvents(trx, events, this.leaseMs)
      return done
    })
    this.committed(events)
    return result
  }

  committed(events: readonly DomainEvent[]): void {
    for (const event of events) {
      this.deliverCommitted(event).then(
        (ok) => ok && this.markDelivered(event.id),
        () => undefined,
      )
    }
  }

  /**
   * A committed event goes to the `live` subscribers at once (the sockets), then to the others in turn with its
   * site's other committed events (`afterCommitConcurrency` at once): one site's burst of commits queues its web
   * pushes, webhooks and away replies behind each other instead of taking the database's connections from the
   * other sites' calls.
   */
  private async deliverCommitted(event: DomainEvent): Promise<boolean> {
    const live = await this.handOver(event, (subscriber) => subscriber.live === true)
    const site = event.payload.siteId
    let turns = this.afterCommit.get(site)
    if (!turns) {
      turns = pLimit(this.afterCommitConcurrency)
      this.afterCommit.set(site, turns)
    }
    try {
      const rest = await turns(() => this.handOver(event, (subscriber) => subscriber.live !== true))
      return live === null && rest === null
    } finally {
      if (turns.activeCount === 0 && turns.pendingCount === 0) this.afterCommit.delete(site)
    }
  }

  /** Starts polling (the app is ready). */
  start(): void {
    if (this.running) return
    this.running = true
    this.schedulePoll(0)
  }

  /** Stops polling and marks what was delivered (best effort: what is not marked is delivered again later). */
  async stop(): Promise<void> {
    this.running = false
    if (this.pollTimer) clearTimeout(this.pollTimer)
    this.pollTimer = null
    // A poll under way finishes (a stuck subscriber does not hold the close for long).
    if (this.polling) await Promise.race([this.polling, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
    await this.flush()
  }

  /**
   * Claims and delivers one batch of events whose lease ran out; answers how
   * many it claimed. The poll loop calls it; tests may too.
   */
  async pollOnce(): Promise<number> {
    const { rows } = await sql<ClaimedRow>`
      update outbox_events set lease_until = ${leaseFromNow(this.leaseMs)}, attempts = attempts + 1
      where id in (
        select id from outbox_events
        where delivered_at is null and lease_until < now()
        order by lease_until, created_at
        limit ${this.batch}
        for update skip locked
      )
      returning id, type, payload, created_at, attempts
    `.execute(this.db)
    const failed: { id: string; attempts: number; error: string }[] = []
    for (const row of rows) {
      const error = await this.handOverStored(row)
      if (error === null) this.delivered.add(row.id)
      else failed.push({ id: row.id, attempts: row.attempts, error })
    }
    await this.flush()
    for (const failure of failed) await this.retryLater(failure)
    return rows.length
  }

  private schedulePoll(ms: number): void {
    if (!this.running) return
    this.pollTimer = setTimeout(() => {
      this.polling = this.pollAll().finally(() => {
        this.polling = null
        this.schedulePoll(this.pollMs)
      })
    }, ms)
    this.pollTimer.unref()
  }

  private async pollAll(): Promise<void> {
    try {
      while (this.running && (await this.pollOnce()) === this.batch) {
        // A full batch: more may be waiting.
      }
      if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) await this.sweep()
      if (this.outage) this.log.warn({}, 'the event outbox is reachable again')
      this.outage = false
    } catch (error) {
      // The database went away (or a query failed): try again on the next poll; say so once per outage.
      if (!this.outage) this.log.warn({ err: error }, 'the event outbox could not be polled; retrying')
      this.outage = true
    }
  }

  private async sweep(): Promise<void> {
    this.lastSweep = Date.now()
    const kept = sql`now() - ${this.keepDeliveredMs} * interval '1 millisecond'`
    await sql`delete from outbox_events where delivered_at < ${kept}`.execute(this.db)
  }

  /** Hands a claimed row to every subscriber, decoded by the event map; answers the failure, as `handOver` does. */
  private async handOverStored(row: ClaimedRow): Promise<string | null> {
    try {
      return await this.handOver(storedEvent(row), () => true)
    } catch (error) {
      this.log.warn({ err: error, eventId: row.id, type: row.type }, 'a stored event does not decode')
      return error instanceof Error ? error.message : String(error)
    }
  }

  /** Hands `event` to the subscribers `chosen` picks, in order; answers the first failure's message (null: none). */
  private async handOver(event: DomainEvent, chosen: (subscriber: Subscriber) => boolean): Promise<string | null> {
    let failure: string | null = null
    for (const subscriber of this.subscribers.filter(chosen)) {
      try {
        await subscriber.handle(event)
      } catch (error) {
        const details = { err: error, eventId: event.id, type: event.type, subscriber: subscriber.name }
        this.log.warn(details, 'an event subscriber failed; the event is delivered again later')
        failure ??= `${subscriber.name}: ${error instanceof Error ? error.message : String(error)}`
      }
    }
    return failure
  }

  private markDelivered(id: string): void {
    this.delivered.add(id)
    if (this.flushTimer === null) {
      this.flushTimer = setTimeout(() => void this.flush(), this.flushMs)
      this.flushTimer.unref()
    }
  }

  /** Marks the delivered events in one UPDATE; on failure they stay queued for the next flush. */
  private async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer)
    this.flushTimer = null
    if (this.delivered.size === 0) return
    const ids = [...this.delivered]
    this.delivered.clear()
    try {
      await this.db
        .updateTable('outboxEvents')
        .set({ deliveredAt: sql<Date>`now()` })
        .where('id', 'in', ids)
        .execute()
    } catch (error) {
      for (const id of ids) this.delivered.add(id)
      if (!this.outage) this.log.warn({ err: error }, 'delivered events could not be marked; retrying')
      if (this.running && this.flushTimer === null) {
        this.flushTimer = setTimeout(() => void this.flush(), this.pollMs)
        this.flushTimer.unref()
      }
    }
  }

  /** A failed event waits longer each time (1 s, 2 s, 4 s, ... up to 5 min); after `maxAttempts` it is given up. */
  private async retryLater(failure: { id: string; attempts: number; error: string }): Promise<void> {
    if (failure.attempts >= this.maxAttempts) {
      this.log.error({ eventId: failure.id, error: failure.error }, 'an event was given up after failed deliveries')
      const lastError = `given up after ${failure.attempts} attempts: ${failure.error}`
      await this.db
        .updateTable('outboxEvents')
        .set({ deliveredAt: sql<Date>`now()`, lastError })
        .where('id', '=', failure.id)
        .execute()
      return
    }
    const pauseMs = Math.min(1000 * 2 ** (failure.attempts - 1), 5 * 60 * 1000)
    await this.db
      .updateTable('outboxEvents')
      .set({ leaseUntil: leaseFromNow(pauseMs), lastError: failure.error })
      .where('id', '=', failure.id)
      .execute()
  }
}

function pushed(events: DomainEvent[], event: DomainEvent): DomainEvent {
  events.push(event)
  return event
}
