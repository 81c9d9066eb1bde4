import { ConfigError, readOptional, type Env } from './config-error.js'

/** The VAPID settings of web push (README "Notifications"). */
export interface PushConfig {
  /**
   * `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` (base64url, as `web-push generate-vapid-keys` prints); null: generated
   * into the database.
   */
  keys: { publicKey: string; privateKey: string } | null
  /** `VAPID_SUBJECT`: how a push service reaches the operator (`mailto:`, `https:`); default push@SITE_DOMAIN. */
  subject: string
}

const BASE64URL = /^[A-Za-z0-9_-]+$/

/**
 * Reads `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (both or neither) and
 * `VAPID_SUBJECT`. Throws a `ConfigError` naming the bad setting.
 *
 * @example
 * readPushConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }, 'example.com')
 * // { keys: null, subject: 'mailto:ops@example.com' }
 */
export function readPushConfig(env: Env, siteDomain: string): PushConfig {
  const publicKey = readOptional(env, 'VAPID_PUBLIC_KEY')
  const privateKey = readOptional(env, 'VAPID_PRIVATE_KEY')
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)')
  }
  for (const [name, value, bytes] of [
    ['VAPID_PUBLIC_KEY', publicKey, 65],
    ['VAPID_PRIVATE_KEY', privateKey, 32],
  ] as const) {
    if (value !== undefined && (!BASE64URL.test(value) || Buffer.from(value, 'base64url').length !== bytes)) {
      throw new ConfigError(`${name} must be a base64url P-256 key, as 'npx web-push generate-vapid-keys' prints it`)
    }
  }
  const subject = readOptional(env, 'VAPID_SUBJECT') ?? `mailto:push@${siteDomain}`
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`)
  }
  return { keys: publicKey && privateKey ? { publicKey, privateKey } : null, subject }
}
