import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { storedHours } from '../settings/index.js'
import type { Site } from '../site/index.js'
import type { ChatOpenTables } from './insight-sources.js'
import { localDay } from './local-days.js'

/** How many customers' opens this process remembers having written (beyond: it forgets and lets the key dedupe). */
const REMEMBERED = 10_000

/**
 * Records that a customer's chat connected (the widget's live link, which it opens when the chat loads), once per
 * site, shop's day and customer: the database's key keeps it once across processes; this process skips what it
 * wrote already, so reconnections cost nothing.
 */
export class ChatOpens {
  private readonly written = new Set<string>()

  constructor(
    private readonly db: Kysely<Database>,
    /** The site by id (the tenancy's cache: a chat connecting reads no row for its shop's time zone). */
    private readonly site: (siteId: string) => Promise<Site | undefined>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(siteId: string, customerId: string): Promise<void> {
    const site = await this.site(siteId)
    if (!site) return
    const day = localDay(this.now(), storedHours(site).timeZone)
    const key = `${day}|${customerId}`
    if (this.written.has(key)) return
    await this.db
      .withTables<ChatOpenTables>()
      .insertInto('chatOpens')
      .values({ siteId, day, customerId })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    if (this.written.size >= REMEMBERED) this.written.clear()
    this.written.add(key)
  }
}
