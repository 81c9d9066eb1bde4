import { ConfigError, readOptional, type Env } from './config-error.js'
import type { SignupMode } from '../contract/signup.js'

/** Who may make a site at the front door, and where the front door is. */
export interface SignupConfig {
  /** `SIGNUP`: `open` (default outside production), `invite` (an invite code each) or `closed` (default in production).
   */
  mode: SignupMode
  /** `PLATFORM_HOST`: the host whose `/start` is the sign-up (default: the bare `SITE_DOMAIN`). */
  platformHost: string
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * Reads `SIGNUP` and `PLATFORM_HOST`. Throws a `ConfigError` naming the bad setting.
 *
 * @example
 * readSignupConfig({ SIGNUP: 'invite' }, { siteDomain: 'vitrine.in', production: true })
 * // { mode: 'invite', platformHost: 'vitrine.in' }
 */
export function readSignupConfig(env: Env, options: { siteDomain: string; production: boolean }): SignupConfig {
  const mode = readOptional(env, 'SIGNUP')?.toLowerCase() ?? (options.production ? 'closed' : 'open')
  if (mode !== 'open' && mode !== 'invite' && mode !== 'closed')
    throw new ConfigError(`SIGNUP must be open, invite or closed (got "${mode}")`)
  const platformHost = readOptional(env, 'PLATFORM_HOST')?.toLowerCase() ?? options.siteDomain
  if (!HOST.test(platformHost))
    throw new ConfigError(`PLATFORM_HOST must be a host name like vitrine.in (got "${platformHost}")`)
  return { mode, platformHost }
}
