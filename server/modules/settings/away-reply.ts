import { sql } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import { inLanguage } from '../../../contract/translations.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { Db } from '../../db/database.js'
import type { Events } from '../../events/events.js'
import { postSystemMessage } from '../chat/index.js'
import type { Site } from '../site/index.js'
import { availability } from './availability.js'
import { storedHours } from './stored-settings.js'

/** A customer writing again within this time is not told the away message again. */
export const AWAY_REPLY_EVERY_MS = 12 * 60 * 60 * 1000

/**
 * The away message: a customer who writes outside the opening hours gets the
 * owner's away message as the business's reply, once per conversation in
 * `AWAY_REPLY_EVERY_MS`. Idempotent (a repeat of the event finds the reply
 * it made and adds nothing). It hears every customer message: the site comes from
 * `site` (the tenancy's cache), and while the shop is open nothing else is read.
 */
export function subscribeAwayReply(deps: {
  db: Db
  events: Events
  site: (siteId: string) => Promise<Site | undefined>
  now?: () => Date
}): void {
  deps.events.subscribe({
    name: 'settings-away-reply',
    async handle(event: DomainEvent) {
      if (event.type !== 'message.stored' || event.payload.message.sender !== 'user') return
      const { siteId, customerId } = event.payload
      const site = await deps.site(siteId)
      if (!site) return
      const hours = storedHours(site)
      const now = deps.now?.() ?? new Date()
      if (availability(hours, now).open) return
      // In the customer's language when the owner wrote it in theirs (`awayMessage@hi`), else the owner's own.
      const text = inLanguage(hours, 'awayMessage', await customerLanguage(deps.db, siteId, customerId)).trim()
      if (text === '') return
      await deps.events.transaction(async (tx) => {
        // One conversation at a time: two messages at once make one reply.
        await sql`select pg_advisory_xact_lock(hashtext(${`away:${customerId}`}))`.execute(tx.db)
        const recent = await tx.db
          .selectFrom('messages')
          .select('id')
          .where('siteId', '=', siteId)
          .where('customerId', '=', customerId)
          .where('sender', '=', 'system')
          .where('message', '=', text)
          .where('createdAt', '>', new Date(now.getTime() - AWAY_REPLY_EVERY_MS))
          .executeTakeFirst()
        if (!recent) await postSystemMessage(tx, { siteId, customerId }, { message: text })
      })
    },
  })
}
