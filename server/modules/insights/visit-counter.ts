import { isbot } from 'isbot'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { growingLru } from '../../lib/growing-lru.js'
import { storedHours } from '../settings/index.js'
import { localDay } from './local-days.js'

/** Counts are kept per quarter hour in memory, so each lands on the shop's right day whatever its time zone. */
const BUCKET_MS = 15 * 60 * 1000
/** A path longer than this is not one of the site's pages anyone shares; it is counted under its first part. */
const MAX_PATH = 200
/** More distinct counts than this waiting (the database away for long) and new ones are dropped, not kept. */
const MAX_PENDING = 50_000
/** How many user agents' verdicts are remembered: `isbot`'s test takes microseconds, a repeat look-up nanoseconds. */
const KNOWN_AGENTS = 2_000

/** The table of migration 0046 that visits are added to. */
export type VisitTables = {
  siteVisits: { siteId: string; day: string; path: string; visits: number }
}

/**
 * Counts the published pages served to people, per site, shop's day and path. `count` is what a page request
 * does: a user agent check (`isbot`, its verdict remembered per user agent) and a number added in memory, nothing
 * else, so the page is not slowed; the counts go to the database in one upsert per flush (`flush`, every few seconds
 * and when the server closes). Visits are not acknowledged to anyone: those of the last seconds before a crash are
 * lost, a trade kept for the page's speed. Nothing about the visitor is kept (no cookie, no address, no user agent).
 */
export class VisitCounter {
  private pending = new Map<string, number>()
  private readonly bots = growingLru<string, boolean>(KNOWN_AGENTS)

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of `siteId` at `path` was served to the user agent `userAgent` (a bot's is not counted). */
  count(siteId: string, path: string, userAgent: string | undefined): void {
    if (!userAgent || this.isBot(userAgent)) return
    const key = `${siteId}\n${Math.floor(this.now() / BUCKET_MS)}\n${path.slice(0, MAX_PATH)}`
    const counted = this.pending.get(key)
    if (counted !== undefined) this.pending.set(key, counted + 1)
    else if (this.pending.size < MAX_PENDING) this.pending.set(key, 1)
  }

  private isBot(userAgent: string): boolean {
    let bot = this.bots.get(userAgent)
    if (bot === undefined) {
      bot = isbot(userAgent)
      this.bots.set(userAgent, bot)
    }
    return bot
  }

  /** Adds what was counted to the database; what fails to be written is counted again at the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const taken = this.pending
    this.pending = new Map()
    try {
      await this.write(taken)
    } catch (error) {
      for (const [key, visits] of taken) this.pending.set(key, (this.pending.get(key) ?? 0) + visits)
      throw error
    }
  }

  private async write(taken: Map<string, number>): Promise<void> {
    const siteIds = [...new Set([...taken.keys()].map((key) => key.split('\n', 1)[0]!))]
    const sites = await this.db.selectFrom('sites').selectAll().where('id', 'in', siteIds).execute()
    const zones = new Map(sites.map((site) => [site.id, storedHours(site).timeZone]))
    const rows = new Map<string, { siteId: string; day: string; path: string; visits: number }>()
    for (const [key, visits] of taken) {
      const [siteId, bucket, path] = key.split('\n') as [string, string, string]
      const timeZone = zones.get(siteId)
      if (timeZone === undefined) continue
      const day = localDay(Number(bucket) * BUCKET_MS, timeZone)
      const rowKey = `${siteId}\n${day}\n${path}`
      const row = rows.get(rowKey)
      if (row) row.visits += visits
      else rows.set(rowKey, { siteId, day, path, visits })
    }
    if (rows.size === 0) return
    await this.db
      .withTables<VisitTables>()
      .insertInto('siteVisits')
      .values([...rows.values()])
      .onConflict((conflict) =>
        conflict.columns(['siteId', 'day', 'path']).doUpdateSet({ visits: sql`site_visits.visits + excluded.visits` }),
      )
      .execute()
  }
}
