import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { formatDateTime, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import type { Database } from '../../db/schema.js'
import { serverText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import { storedHours } from '../settings/index.js'
import { EmailRepository } from './email-repository.js'
import type { Mailer } from './mailer.js'
import { ownerAppLink } from './owner-links.js'
import { digestFigures, figureLines, hadActivity, type DigestFigures } from './digest-figures.js'
import { unansweredConversations, type UnansweredConversation } from './unanswered.js'

/** The local hour (site's time zone) from which the day's digest goes out. */
export const DIGEST_HOUR = 9

export interface DailyDigestDeps {
  db: Kysely<Database>
  mailer: Mailer | null
  siteDomain: string
  production: boolean
  log: Pick<FastifyBaseLogger, 'warn'>
}

/** The local date (`YYYY-MM-DD`) and hour of `now` in `timeZone`. */
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

/**
 * Sends each site's daily digest that is due at `now`: from `DIGEST_HOUR`
 * in the site's time zone (its hours settings), once per local day, to its
 * owners who chose it, each in their language, listing the conversations
 * unanswered for over an hour (none: no e-mail). The day is taken first (`email_digests`, one row
 * per site and day), so of several processes only one sends it; a digest no
 * owner could be sent is given back for the next tick. Answers how many
 * e-mails went out. The timer of `digestTimer` calls it; tests call it with
 * a fixed `now`.
 */
export async function sendDailyDigests(deps: DailyDigestDeps, now: Date): Promise<number> {
  if (deps.mailer === null) return 0
  const repository = new EmailRepository(deps.db)
  const siteIds = await deps.db
    .selectFrom('ownerEmailSettings')
    .select('siteId')
    .distinct()
    .where('dailyDigest', '=', true)
    .where('address', 'is not', null)
    .execute()
  let sent = 0
  for (const { siteId } of siteIds) {
    const site = await deps.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst()
    if (!site) continue
    const timeZone = storedHours(site).timeZone
    const { day, hour } = localDayAndHour(now, timeZone)
    if (hour < DIGEST_HOUR || !(await repository.claimDigest(siteId, day))) continue
    const conversations = await unansweredConversations(deps.db, siteId, now)
    const figures = await digestFigures(deps.db, site, timeZone, now)
    // Nothing waiting and nothing happened yesterday: no e-mail.
    if (conversations.length === 0 && !hadActivity(figures)) continue
    const values = { site: siteName(site), count: conversations.length, url: ownerAppLink(site, deps) }
    const recipients = await repository.recipients(siteId, 'dailyDigest')
    // Written once per language its owners read.
    const written = new Map<Language, { subject: string; text: string }>()
    const digestIn = (language: Language) => {
      if (!written.has(language)) written.set(language, digest({ conversations, figures }, values, timeZone, language))
      return written.get(language)!
    }
    let failed = 0
    for (const recipient of recipients) {
      try {
        await deps.mailer.send({ to: recipient.address, ...digestIn(recipient.language ?? site.defaultLanguage) })
        sent++
      } catch (error) {
        failed++
        deps.log.warn({ err: error, siteId, ownerId: recipient.ownerId }, 'a daily digest e-mail failed')
      }
    }
    if (failed > 0 && failed === recipients.length) await repository.releaseDigest(siteId, day)
  }
  return sent
}

/** The digest's subject and text in `language` (its times in the site's time zone, written for that language). */
function digest(
  { conversations, figures }: { conversations: UnansweredConversation[]; figures: DigestFigures },
  values: { site: string; count: number; url: string },
  timeZone: string,
  language: Language,
): { subject: string; text: string } {
  const lines = conversations.map((conversation) =>
    serverText(
      'email.digestLine',
      {
        customer: conversation.customerLabel,
        when: formatDateTime(conversation.createdAt, localeOf(language), timeZone),
        text: conversation.type === 'text' ? conversation.message : serverText('email.digestAttachment', {}, language),
      },
      language,
    ),
  )
  const parts = conversations.length > 0 ? [serverText('email.digestIntro', values, language), ...lines] : []
  parts.push(figureLines(figures, values, language))
  parts.push(serverText('email.digestOutro', values, language), serverText('email.footer', {}, language))
  const yesterday = figures.yesterday.current
  const subject =
    conversations.length > 0
      ? serverText('email.digestSubject', values, language)
      : serverText('email.figuresSubject', { ...values, visits: yesterday.visits, orders: yesterday.orders }, language)
  return { subject, text: parts.join('\n\n') }
}
