import { ConfigError, readOptional, type Env } from './config-error.js'

/** The VAPID settings of web push (README "Notifications") and where its pushes may go. */
export interface PushConfig {
  /**
   * `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` (base64url, as `web-push generate-vapid-keys` prints); null: generated
   * into the database.
   */
  keys: { publicKey: string; privateKey: string } | null
  /** `VAPID_SUBJECT`: how a push service reaches the operator (`mailto:`, `https:`); default push@SITE_DOMAIN. */
  subject: string
  /** Where a device's endpoint may be (docs/operations/push-endpoints.md). */
  endpoints: PushEndpointRules
}

/**
 * Where pushes may go: `https:` to one of `serviceHosts`
 * (`PUSH_SERVICE_HOSTS`: a host, or `*.` and a host for any name under it),
 * never to a private address; or to one of `testOrigins` (`PUSH_TEST_ORIGINS`,
 * a local Web Push server in development and tests; refused in production).
 */
export interface PushEndpointRules {
  serviceHosts: readonly string[]
  testOrigins: readonly string[]
}

/** The push services browsers use: Chrome, Edge on Android, Samsung, Opera (FCM), Firefox, Safari, Edge on Windows. */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
]

const SERVICE_HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

const BASE64URL = /^[A-Za-z0-9_-]+$/

/**
 * Reads `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (both or neither),
 * `VAPID_SUBJECT`, `PUSH_SERVICE_HOSTS` and `PUSH_TEST_ORIGINS` (not in
 * production). Throws a `ConfigError` naming the bad setting.
 *
 * @example
 * readPushConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }, { siteDomain: 'example.com', production: true })
 * // { keys: null, subject: 'mailto:ops@example.com', endpoints: { serviceHosts: [...the defaults], testOrigins: [] } }
 */
export function readPushConfig(env: Env, options: { siteDomain: string; production: boolean }): PushConfig {
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
  const subject = readOptional(env, 'VAPID_SUBJECT') ?? `mailto:push@${options.siteDomain}`
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`)
  }
  const endpoints = { serviceHosts: readServiceHosts(env), testOrigins: readTestOrigins(env, options.production) }
  return { keys: publicKey && privateKey ? { publicKey, privateKey } : null, subject, endpoints }
}

const list = (raw: string) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

function readServiceHosts(env: Env): readonly string[] {
  const raw = readOptional(env, 'PUSH_SERVICE_HOSTS')
  if (raw === undefined) return DEFAULT_PUSH_SERVICE_HOSTS
  const hosts = list(raw.toLowerCase())
  const bad = hosts.find((host) => !SERVICE_HOST.test(host))
  if (bad !== undefined || hosts.length === 0)
    throw new ConfigError(
      'PUSH_SERVICE_HOSTS must be a list of host names like fcm.googleapis.com,*.push.apple.com ' +
        `(bad entry "${bad ?? raw}")`,
    )
  return hosts
}

function readTestOrigins(env: Env, production: boolean): readonly string[] {
  const raw = readOptional(env, 'PUSH_TEST_ORIGINS')
  if (raw === undefined) return []
  if (production)
    throw new ConfigError('PUSH_TEST_ORIGINS is for a local Web Push server in development and tests: unset it')
  return list(raw).map((entry) => {
    let url: URL | null = null
    try {
      url = new URL(entry)
    } catch {
      // Reported below.
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, ''))
      throw new ConfigError(`PUSH_TEST_ORIGINS must be a list of origins like http://localhost:8090 (got "${entry}")`)
    return url.origin
  })
}
