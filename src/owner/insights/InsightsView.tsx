import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { INSIGHT_PERIODS, type InsightFigures, type InsightsResponse } from '../../../contract/owner-insights'
import { formatRupees } from '../../ui/money'
import { ChoiceButtons } from '../catalogue/ChoiceButtons'
import { useOwnerT, type OwnerT } from '../i18n'
import { failureIn } from '../panel-kit/errors'
import { ListFailed } from '../panel-kit/ListFailed'
import { Skeleton } from '../panel-kit/Skeleton'
import { useLoad } from '../panel-kit/use-load'
import type { InsightsStore } from './insights-store'
import './insights.css'

// uPlot and its styles stay out of the owner app's first chunk: they load when Insights shows its chart.
const InsightsChart = lazy(() => import('./InsightsChart'))

type Kind = 'count' | 'money' | 'duration'
const CARDS = [
  { figure: 'visits', kind: 'count' },
  { figure: 'chatsStarted', kind: 'count' },
  { figure: 'signedIn', kind: 'count' },
  { figure: 'orders', kind: 'count' },
  { figure: 'revenuePaid', kind: 'money' },
  { figure: 'revenuePending', kind: 'money' },
  { figure: 'averageOrderValue', kind: 'money' },
  { figure: 'medianFirstResponseSeconds', kind: 'duration' },
] as const satisfies readonly { figure: keyof InsightFigures; kind: Kind }[]
const FUNNEL = ['visits', 'chatsOpened', 'signedIn', 'customersOrdered', 'customersPaid'] as const

/** Seconds as the owner reads a wait: under a minute, minutes, or hours and minutes. */
function duration(t: OwnerT, seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 1) return t('insights.duration.underMinute')
  if (minutes < 60) return t('insights.duration.minutes', { count: minutes })
  return t('insights.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}

/**
 * Insights, the owner's first screen on a laptop: the period's figures against the period before (up or down, in
 * percent), the funnel from visits to paid, visits and orders per day as a chart, the items most ordered and the
 * pages most visited.
 */
export const InsightsView = observer(function InsightsView({ store }: { store: InsightsStore }) {
  const t = useOwnerT()
  const { i18n } = useTranslation()
  const titleId = useId()
  useLoad(store, () => store.request.status === 'idle')
  const numbers = new Intl.NumberFormat(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`)
  const shown = (kind: Kind, value: number | null) =>
    value === null
      ? t('insights.none')
      : kind === 'money'
        ? formatRupees(value)
        : kind === 'duration'
          ? duration(t, value)
          : numbers.format(value)
  const answer = store.answer
  const failure = failureIn(store.request)
  return (
    <section className="ow-panel ow-insights" aria-labelledby={titleId} aria-busy={store.request.loading}>
      <header className="ow-insights__header">
        <h2 id={titleId} className="ow-heading">
          {t('insights.title')}
        </h2>
        <ChoiceButtons
          label={t('insights.period')}
          options={INSIGHT_PERIODS}
          chosen={store.period}
          choose={(period) => void store.choose(period)}
          labelOf={(period) => t(`insights.periods.${period}`)}
        />
      </header>
      {store.request.loading && !answer && <Skeleton label={t('insights.loading')} lines={6} />}
      {store.request.status === 'failed' && (
        <ListFailed
          message={failure?.message ?? t(failure?.network ? 'insights.errors.network' : 'insights.errors.generic')}
          retry={t('insights.retry')}
          onRetry={() => void store.load()}
        />
      )}
      {answer && (
        <>
          <ul className="ow-insights__cards" aria-label={t(`insights.against.${answer.period}`)}>
            {CARDS.map(({ figure, kind }) => (
              <li key={figure} className="ow-card ow-insights__card" data-figure={figure}>
                <span className="ow-insights__label">{t(`insights.figures.${figure}`)}</span>
                <strong className="ow-insights__value">{shown(kind, answer.current[figure])}</strong>
                <ChangeLine store={store} figure={figure} />
              </li>
            ))}
          </ul>
          <Funnel answer={answer} format={(value) => numbers.format(value)} />
          <h3 className="ow-subheading">{t('insights.chart')}</h3>
          <Suspense fallback={<Skeleton label={t('insights.loading')} lines={3} />}>
            <InsightsChart
              days={answer.days}
              visits={t('insights.figures.visits')}
              orders={t('insights.figures.orders')}
              summary={t('insights.chartSummary', {
                visits: numbers.format(answer.days.reduce((sum, day) => sum + day.visits, 0)),
                orders: numbers.format(answer.days.reduce((sum, day) => sum + day.orders, 0)),
                days: answer.days.length,
              })}
            />
          </Suspense>
          <div className="ow-insights__lists">
            <TopList
              title={t('insights.topItems')}
              empty={t('insights.noItems')}
              rows={answer.topItems.map((item) => [
                item.name,
                t('insights.itemLine', { quantity: numbers.format(item.quantity), amount: formatRupees(item.amount) }),
              ])}
            />
            <TopList
              title={t('insights.topPages')}
              empty={t('insights.noPages')}
              rows={answer.topPages.map((page) => [page.path, numbers.format(page.visits)])}
            />
          </div>
        </>
      )}
    </section>
  )
})

/** How a figure moved against the period before: '▲ 20 %', '▼ 5 %', 'Same', '▲ New'. */
const ChangeLine = observer(function ChangeLine(props: { store: InsightsStore; figure: keyof InsightFigures }) {
  const t = useOwnerT()
  const change = props.store.change(props.figure)
  if (!change) return <span className="ow-insights__change">{t('insights.change.none')}</span>
  const text =
    change.direction === 'same'
      ? t('insights.change.same')
      : change.percent === null
        ? t(`insights.change.${change.direction}New`)
        : t(`insights.change.${change.direction}`, { percent: change.percent })
  return <span className={`ow-insights__change ow-insights__change--${change.direction}`}>{text}</span>
})

function Funnel({ answer, format }: { answer: InsightsResponse; format: (value: number) => string }) {
  const t = useOwnerT()
  const top = Math.max(1, answer.current.visits)
  return (
    <>
      <h3 className="ow-subheading">{t('insights.funnel')}</h3>
      <ol className="ow-insights__funnel">
        {FUNNEL.map((step) => (
          <li key={step} data-step={step}>
            <span className="ow-insights__label">{t(`insights.steps.${step}`)}</span>
            <span className="ow-insights__bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (answer.current[step] / top) * 100)}%` }} />
            </span>
            <strong>{format(answer.current[step])}</strong>
          </li>
        ))}
      </ol>
    </>
  )
}

function TopList({ title, empty, rows }: { title: string; empty: string; rows: [string, string][] }) {
  return (
    <div>
      <h3 className="ow-subheading">{title}</h3>
      {rows.length === 0 ? (
        <p className="ow-empty">{empty}</p>
      ) : (
        <ol className="ow-insights__top">
          {rows.map(([name, value]) => (
            <li key={name}>
              <span>{name}</span>
              <span>{value}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
