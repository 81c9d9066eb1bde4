import { isSupportedCountry } from 'libphonenumber-js'
import { ConfigError, readCount, readOptional, type Env } from './config-error.js'

/** Where one-time codes may go and how many the platform sends an hour (docs/operations/one-time-code-limits.md). */
export interface OtpLimitsConfig {
  /** `OTP_ALLOWED_COUNTRIES`: ISO 3166 country codes (`IN`, `GB`, ...) whose numbers may receive a code. */
  allowedCountries: ReadonlySet<string>
  /** `OTP_HOURLY_BUDGET`: codes the whole platform (every site, every process) delivers per hour. */
  hourlyBudget: number
  /**
   * `OTP_SITE_HOURLY_BUDGET`: codes one site (its customers, owners; the sign-up counts as the platform's site)
   * delivers per hour, so one site's sign-in pumped by a bot cannot spend the codes every other site needs.
   */
  siteHourlyBudget: number
}

/**
 * India only, and 1,000 codes an hour: far above a small platform's sign-ins, far below a pump's bill; 200 of them
 * for any one site.
 */
export const DEFAULT_OTP_LIMITS = { allowedCountries: ['IN'], hourlyBudget: 1000, siteHourlyBudget: 200 } as const

/**
 * Reads `OTP_ALLOWED_COUNTRIES` (comma-separated, any case), `OTP_HOURLY_BUDGET` and `OTP_SITE_HOURLY_BUDGET`.
 * Throws a `ConfigError` naming the setting on a country libphonenumber does not know or a budget that is no whole
 * number from 1 to 1000000.
 *
 * @example
 * readOtpLimits({ OTP_ALLOWED_COUNTRIES: 'in, np' })
 * // { allowedCountries: Set { 'IN', 'NP' }, hourlyBudget: 1000, siteHourlyBudget: 200 }
 */
export function readOtpLimits(env: Env): OtpLimitsConfig {
  const raw = readOptional(env, 'OTP_ALLOWED_COUNTRIES')
  const countries = raw === undefined ? [...DEFAULT_OTP_LIMITS.allowedCountries] : raw.split(',').map(countryCode)
  return {
    allowedCountries: new Set(countries),
    hourlyBudget: readCount(env, 'OTP_HOURLY_BUDGET', DEFAULT_OTP_LIMITS.hourlyBudget),
    siteHourlyBudget: readCount(env, 'OTP_SITE_HOURLY_BUDGET', DEFAULT_OTP_LIMITS.siteHourlyBudget),
  }
}

function countryCode(entry: string): string {
  const code = entry.trim().toUpperCase()
  if (!isSupportedCountry(code))
    throw new ConfigError(`OTP_ALLOWED_COUNTRIES must be country codes like IN,NP,AE (got "${entry.trim()}")`)
  return code
}
