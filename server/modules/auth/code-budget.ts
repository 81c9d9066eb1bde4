import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { rateCountOf, rateHitSql } from '../limits/index.js'
import { OTP_RATE_LIMITS } from './otp-rate-limit.js'

/** The keys of the hourly code budgets in `rate_limit_counters`: the platform's, and each site's. */
const PLATFORM_KEY = 'otp-budget'
const siteKey = (siteId: string) => `otp-budget:site:${siteId}`

/** Codes per hour: all sites together, and any one site. */
export interface CodeBudgets {
  platform: number
  site: number
}

/**
 * Counts one code against the site's hourly budget, then (when the site's is not spent) the platform's, in the shared
 * counters (one row each, locked by the update until the transaction ends, so every process counts together).
 * Resolves the seconds until the spent budget's window ends, or 0 when the code may go. A site's codes past its own
 * budget never reach the platform's: one site pumped by a bot cannot spend the codes of every other site.
 *
 * @example
 * const wait = await spendCodeBudget(trx, site.id, { platform: 1000, site: 200 })
 */
export async function spendCodeBudget(
  trx: Transaction<Database>,
  siteId: string,
  budgets: CodeBudgets,
): Promise<number> {
  for (const [key, budget] of [
    [siteKey(siteId), budgets.site],
    [PLATFORM_KEY, budgets.platform],
  ] as const) {
    const { rows } = await rateHitSql(key, OTP_RATE_LIMITS.windowMs).execute(trx)
    const count = rateCountOf(rows[0]!)
    if (count.hits > budget) return Math.ceil(count.resetInMs / 1000)
  }
  return 0
}
