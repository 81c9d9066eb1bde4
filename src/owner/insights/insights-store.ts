import { makeAutoObservable } from 'mobx'
import {
  InsightsResponse,
  OWNER_INSIGHTS_PATH,
  type InsightFigures,
  type InsightPeriod,
} from '../../../contract/owner-insights'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { Loadable } from '../../client/store/loadable'

/** How a figure moved against the period before: by how many percent, or `new` (nothing before). */
export type Change = { direction: 'up' | 'down' | 'same'; percent: number | null }

/**
 * The change from `before` to `now`: up or down by a whole percent, `same`, or up with no percent when there was
 * nothing before.
 *
 * @example
 * changeOf(12, 10) // { direction: 'up', percent: 20 }
 * changeOf(3, 0)   // { direction: 'up', percent: null }
 */
export function changeOf(now: number, before: number): Change {
  if (now === before) return { direction: 'same', percent: 0 }
  const direction = now > before ? 'up' : 'down'
  return { direction, percent: before === 0 ? null : Math.round((Math.abs(now - before) / before) * 100) }
}

/**
 * The Insights screen: the figures of the chosen period (today, 7 days, 30 days) and of the period before, read
 * with the kernel's `Loadable`; choosing another period asks again (the older answer is dropped).
 */
export class InsightsStore {
  readonly request = new Loadable()
  period: InsightPeriod = 'today'
  answer: InsightsResponse | null = null

  constructor(private readonly api: OwnerHttpClient) {
    makeAutoObservable<InsightsStore, 'api'>(this, { api: false, request: false })
  }

  load(): Promise<boolean> {
    const period = this.period
    return this.request.run(
      () => this.api.get(OWNER_INSIGHTS_PATH, InsightsResponse, { period }),
      (answer) => this.take(answer),
      { key: period },
    )
  }

  choose(period: InsightPeriod): Promise<boolean> {
    this.period = period
    return this.load()
  }

  /** The change of `figure` against the period before, once read. */
  change(figure: keyof InsightFigures): Change | null {
    if (!this.answer) return null
    const now = this.answer.current[figure]
    const before = this.answer.previous[figure]
    return now === null || before === null ? null : changeOf(now, before)
  }

  private take(answer: InsightsResponse): void {
    this.answer = answer
  }
}
