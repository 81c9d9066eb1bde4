import type { Kysely } from 'kysely'
import { formatRupees, localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import type { InsightFigures } from '../../../contract/owner-insights.js'
import type { Database } from '../../db/schema.js'
import { serverText } from '../../text/server-text.js'
import { siteInsights, startOfLocalDay, localDay } from '../insights/index.js'
import type { Site } from '../site/index.js'

type Figure = keyof typeof KINDS
const capitalised = <F extends Figure>(figure: F) => (figure[0]!.toUpperCase() + figure.slice(1)) as Capitalize<F>
const KINDS = {
  visits: 'count',
  chatsStarted: 'count',
  signedIn: 'count',
  orders: 'count',
  revenuePaid: 'money',
  revenuePending: 'money',
  averageOrderValue: 'money',
  medianFirstResponseSeconds: 'duration',
} as const satisfies Partial<Record<keyof InsightFigures, 'count' | 'money' | 'duration'>>

/** Yesterday's figures and the last 7 days', each against the period before (the owner app's Insights). */
export interface DigestFigures {
  day: string
  yesterday: { current: InsightFigures; previous: InsightFigures }
  week: { current: InsightFigures; previous: InsightFigures }
}

/** The figures the digest of `now` carries: the shop's yesterday and the 7 days up to it. */
export async function digestFigures(db: Kysely<Database>, site: Site, timeZone: string, now: Date) {
  // An instant of yesterday in the shop's time zone: the last millisecond before today began.
  const yesterday = new Date(startOfLocalDay(localDay(now, timeZone), timeZone).getTime() - 1)
  const [day, week] = await Promise.all([
    siteInsights(db, site, 'today', yesterday),
    siteInsights(db, site, '7d', yesterday),
  ])
  return { day: day.to, yesterday: day, week } satisfies DigestFigures
}

/** Whether anything happened yesterday worth a digest of its own. */
export const hadActivity = (figures: DigestFigures) =>
  figures.yesterday.current.visits + figures.yesterday.current.orders + figures.yesterday.current.chatsStarted > 0

/** The digest's figures in `language`: yesterday's lines, the week's, and the funnel of the week. */
export function figureLines(figures: DigestFigures, values: { site: string }, language: Language): string {
  const locale = localeOf(language)
  const numbers = new Intl.NumberFormat(locale)
  const shown = (figure: Figure, value: number | null) =>
    value === null
      ? serverText('email.figureNone', {}, language)
      : KINDS[figure] === 'money'
        ? formatRupees(value, locale)
        : KINDS[figure] === 'duration'
          ? serverText('email.minutes', { count: Math.round(value / 60) }, language)
          : numbers.format(value)
  const change = (now: number | null, before: number | null) => {
    if (now === null || before === null || now === before) return serverText('email.changeSame', {}, language)
    if (before === 0) return serverText('email.changeNew', {}, language)
    const percent = Math.round((Math.abs(now - before) / before) * 100)
    return serverText(now > before ? 'email.changeUp' : 'email.changeDown', { percent }, language)
  }
  const block = (title: string, period: { current: InsightFigures; previous: InsightFigures }) =>
    [
      title,
      ...(Object.keys(KINDS) as Figure[]).map((figure) =>
        serverText(
          'email.figureLine',
          {
            label: serverText(`email.figure${capitalised(figure)}`, {}, language),
            value: shown(figure, period.current[figure]),
            change: change(period.current[figure], period.previous[figure]),
          },
          language,
        ),
      ),
    ].join('\n')
  const week = figures.week.current
  return [
    serverText('email.figuresIntro', { site: values.site, day: figures.day }, language),
    block(serverText('email.figuresDay', {}, language), figures.yesterday),
    block(serverText('email.figuresWeek', {}, language), figures.week),
    serverText(
      'email.funnelLine',
      {
        visits: week.visits,
        chats: week.chatsOpened,
        signedIn: week.signedIn,
        ordered: week.customersOrdered,
        paid: week.customersPaid,
      },
      language,
    ),
  ].join('\n\n')
}
