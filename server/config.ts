import path from 'node:path'
import { ConfigError, readCount, readOptional, type Env } from './config-error.js'
import { readImageConfig, type ImageConfig } from './image-config.js'
import { readMemoryConfig, type MemoryConfig } from './memory-config.js'
import { readOwnerPhones, type ConfiguredOwner } from './owner-phones-config.js'
import { readSignupConfig, type SignupConfig } from './signup-config.js'
import { readPushConfig, type PushConfig } from './push-config.js'
import { readEmailConfig, type EmailConfig } from './email-config.js'
import { readRazorpayCredentials } from './providers/payment/credentials.js'
import { readSecretsKey } from './lib/secret-box.js'
import { readTrustProxy, type TrustProxy } from './trust-proxy-config.js'
import { readSiteLimits, type SiteLimitsConfig } from './site-limits-config.js'
import { readOtpLimits, type OtpLimitsConfig } from './otp-limits-config.js'
import { readOtpProviders, type OtpProvidersConfig } from './otp-providers-config.js'
import type { RazorpayCredentials } from './providers/payment/razorpay-gateway.js'

export { ConfigError } from './config-error.js'
/** Typed runtime settings of the server (README "Settings"). */
export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  redisUrl: string | null
  siteDomain: string
  defaultSite: string
  /** Fixed one-time codes per full phone number (`+919999999999` → `123456`). */
  otpTestNumbers: ReadonlyMap<string, string>
  /** Owner API keys per site subdomain. */
  ownerKeys: ReadonlyMap<string, string>
  /** Owners to add to `site_owners` at start (`OWNER_PHONES`): they sign in at `/owner` with phone + code. */
  ownerPhones: readonly ConfiguredOwner[]
  /** Razorpay accounts per site (`RAZORPAY_CREDENTIALS`); the secrets never leave the server. */
  razorpayCredentials: ReadonlyMap<string, RazorpayCredentials>
  /** Key that seals the secrets owners enter (`SECRETS_KEY`); null: generated into the data directory (embedded). */
  secretsKey: Buffer | null
  /** The key before a rotation (`SECRETS_KEY_PREVIOUS`): what it opens is sealed anew with `secretsKey` at start. */
  secretsKeyPrevious: Buffer | null
  /** Razorpay's API (`RAZORPAY_API_URL`, for a local fake in tests); the owner's 'Test keys' calls it. */
  razorpayApiUrl: string
  /** Gateway that delivers one-time codes (JSON POST); null: codes go to the log. */
  otpHttpUrl: string | null
  /** Bearer token for `otpHttpUrl`. */
  otpHttpToken: string | null
  /** Text of the code message, with `{{site}}` and `{{code}}`. */
  otpHttpTemplate: string
  /**
   * A postal API in the shape of the India Post lookup (`<url><pincode>`); null: the offline India Post directory only.
   */
  pincodeHttpUrl: string | null
  /** The proxies in front whose `X-Forwarded-*` (client IP, protocol) is believed (`TRUST_PROXY`). */
  trustProxy: TrustProxy
  /** Where uploaded files go (README "Settings": `STORAGE`, `S3_*`). */
  storage: StorageConfig
  /** Per-customer rates and the per-site upload quota (README "Settings", docs/operations.md "Limits"). */
  limits: LimitsConfig
  /** What one site may cause, all its visitors together (`SITE_*_RATE_LIMIT`). */
  siteLimits: SiteLimitsConfig
  /** Where one-time codes may go, and the hourly budget of them (`OTP_ALLOWED_COUNTRIES`, `OTP_HOURLY_BUDGET`). */
  otpLimits: OtpLimitsConfig
  /** WhatsApp and SMS providers of one-time codes (`WHATSAPP_*`, `OTP_SMS_PROVIDER`, docs/operations). */
  otpProviders: OtpProvidersConfig
  /** What the embedded database and the page cache may use (README "Settings": `PGLITE_*`, `PAGE_CACHE_MB`). */
  memory: MemoryConfig
  /** What decoding an uploaded image may cost (`IMAGE_*`, docs/operations/uploads-and-photos.md). */
  images: ImageConfig
  /** Sign-up at the front door (README "Settings": `SIGNUP`, `PLATFORM_HOST`). */
  signup: SignupConfig
  /** Web push's VAPID keys and subject (`VAPID_*`); where pushes may go (`PUSH_SERVICE_HOSTS`, `PUSH_TEST_ORIGINS`). */
  push: PushConfig
  /** E-mail to owners (`SMTP_URL`, `SMTP_FROM`); without `SMTP_URL` nothing is sent. */
  email: EmailConfig
  production: boolean
}

/** How much one customer may send and one site may store; each process counts in the shared database. */
export interface LimitsConfig {
  /** Chat messages one customer may send per minute (`MESSAGE_RATE_LIMIT`). */
  messagesPerMinute: number
  /** Files one customer may upload per 10 minutes (`UPLOAD_RATE_LIMIT`). */
  uploadsPerTenMinutes: number
  /** Bytes of uploaded files one site may keep (`UPLOAD_QUOTA_MB`). */
  uploadQuotaBytes: number
  /** One-time codes one client IP may ask for per hour, across sites (`OTP_IP_RATE_LIMIT`). */
  codesPerIpPerHour: number
}

/**
 * Defaults of `LimitsConfig`: a person typing sends far fewer than 30
 * messages a minute, and 20 files in 10 minutes covers a burst of photos;
 * 1 GB is about 200 full-size images per site, against a full disk.
 */
export const DEFAULT_LIMITS = {
  messagesPerMinute: 30,
  uploadsPerTenMinutes: 20,
  uploadQuotaMb: 1024,
  codesPerIpPerHour: 20,
} as const

/** Uploaded files: on disk under `DATA_DIR/uploads` (default), or in an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3'
      bucket: string
      /** S3-compatible endpoint (R2, MinIO, ...); null: AWS. */
      endpoint: string | null
      region: string
      accessKeyId: string | null
      secretAccessKey: string | null
      /** Public base URL of the bucket (CDN); null: the endpoint's URL. */
      publicUrl: string | null
    }

/** Demo number that signs in with a fixed code outside production (README). */
export const DEMO_OTP_NUMBER = '+919999999999'
export const DEMO_OTP_CODE = '123456'
/** The demo site's owner (seeded), who signs in at `/owner` with a fixed code outside production (README). */
export const DEMO_OWNER_OTP_NUMBER = '+919999988888'
export const DEMO_OWNER_OTP_CODE = '654321'

/**
 * Reads the settings from the environment. Throws a `ConfigError` naming the
 * setting and the expected form on the first bad value.
 *
 * @example
 * loadConfig({ PORT: '8081', DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' })
 */
export function loadConfig(env: Env, cwd = process.cwd()): Config {
  const production = env.NODE_ENV === 'production'
  const siteDomain = readHostName(env, 'SITE_DOMAIN') ?? 'localhost'
  return {
    port: readPort(env.PORT),
    host: readOptional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, readOptional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    siteDomain,
    defaultSite: readSubdomain(env, 'DEFAULT_SITE') ?? 'demo',
    otpTestNumbers: readOtpTestNumbers(env.OTP_TEST_NUMBERS, production),
    ownerKeys: readOwnerKeys(env.OWNER_KEYS),
    ownerPhones: readOwnerPhones(env.OWNER_PHONES),
    razorpayCredentials: readRazorpayCredentials(
      readOptional(env, 'RAZORPAY_CREDENTIALS'),
      (message) => new ConfigError(message),
    ),
    secretsKey: readSecretsKey(readOptional(env, 'SECRETS_KEY'), (message) => new ConfigError(message)),
    secretsKeyPrevious: readSecretsKey(
      readOptional(env, 'SECRETS_KEY_PREVIOUS'),
      (message) => new ConfigError(message),
      'SECRETS_KEY_PREVIOUS',
    ),
    razorpayApiUrl: readUrl(env, 'RAZORPAY_API_URL', ['https:', 'http:']) ?? 'https://api.razorpay.com',
    otpHttpUrl: readUrl(env, 'OTP_HTTP_URL', ['https:', 'http:']),
    pincodeHttpUrl: readUrl(env, 'PINCODE_HTTP_URL', ['https:', 'http:']),
    otpHttpToken: readOptional(env, 'OTP_HTTP_TOKEN') ?? null,
    otpHttpTemplate: readOtpTemplate(readOptional(env, 'OTP_HTTP_TEMPLATE')),
    trustProxy: readTrustProxy(env),
    storage: readStorage(env),
    limits: {
      messagesPerMinute: readCount(env, 'MESSAGE_RATE_LIMIT', DEFAULT_LIMITS.messagesPerMinute),
      uploadsPerTenMinutes: readCount(env, 'UPLOAD_RATE_LIMIT', DEFAULT_LIMITS.uploadsPerTenMinutes),
      uploadQuotaBytes: readCount(env, 'UPLOAD_QUOTA_MB', DEFAULT_LIMITS.uploadQuotaMb) * 1024 * 1024,
      codesPerIpPerHour: readCount(env, 'OTP_IP_RATE_LIMIT', DEFAULT_LIMITS.codesPerIpPerHour),
    },
    siteLimits: readSiteLimits(env),
    otpLimits: readOtpLimits(env),
    otpProviders: readOtpProviders(env),
    memory: readMemoryConfig(env),
    images: readImageConfig(env),
    signup: readSignupConfig(env, { siteDomain, production }),
    push: readPushConfig(env, { siteDomain, production }),
    email: readEmailConfig(env, readHostName(env, 'SITE_DOMAIN') ?? 'localhost'),
    production,
  }
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8080
  const port = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 1 to 65535 (got "${raw}")`)
  }
  return port
}

function readUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = readOptional(env, name)
  if (raw === undefined) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL like ${protocols[0]}//host:port/... (got "${raw}")`)
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`)
  }
  return raw
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

function readHostName(env: Env, name: string): string | undefined {
  const raw = readOptional(env, name)?.toLowerCase()
  if (raw !== undefined && !HOST_NAME.test(raw)) {
    throw new ConfigError(`${name} must be a host name like example.com (got "${raw}")`)
  }
  return raw
}

function readSubdomain(env: Env, name: string): string | undefined {
  const raw = readOptional(env, name)?.toLowerCase()
  if (raw !== undefined && !SUBDOMAIN.test(raw)) {
    throw new ConfigError(`${name} must be a subdomain of letters, digits and hyphens (got "${raw}")`)
  }
  return raw
}

function readOtpTestNumbers(raw: string | undefined, production: boolean): Map<string, string> {
  const numbers = new Map<string, string>()
  if (raw === undefined || raw.trim() === '') {
    if (!production) {
      numbers.set(DEMO_OTP_NUMBER, DEMO_OTP_CODE)
      numbers.set(DEMO_OWNER_OTP_NUMBER, DEMO_OWNER_OTP_CODE)
    }
    return numbers
  }
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\+\d{6,18}):(\d{6})$/.exec(entry)
    if (!match) {
      throw new ConfigError(
        `OTP_TEST_NUMBERS must be a list like +919999999999:123456,+919888888888:654321 (bad entry "${entry}")`,
      )
    }
    numbers.set(match[1]!, match[2]!)
  }
  return numbers
}

/** Default text of the code message (README "Settings"). */
export const DEFAULT_OTP_TEMPLATE = 'Your {{site}} code is {{code}}'

function readOtpTemplate(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_OTP_TEMPLATE
  if (!raw.includes('{{code}}')) {
    throw new ConfigError(`OTP_HTTP_TEMPLATE must contain {{code}}, like "${DEFAULT_OTP_TEMPLATE}" (got "${raw}")`)
  }
  return raw
}

function readStorage(env: Env): StorageConfig {
  const kind = readOptional(env, 'STORAGE')?.toLowerCase() ?? 'disk'
  if (kind === 'disk') return { kind }
  if (kind !== 's3') throw new ConfigError(`STORAGE must be disk or s3 (got "${kind}")`)
  const bucket = readOptional(env, 'S3_BUCKET')
  if (bucket === undefined) throw new ConfigError('S3_BUCKET must be set when STORAGE is s3')
  const accessKeyId = readOptional(env, 'S3_ACCESS_KEY_ID') ?? null
  const secretAccessKey = readOptional(env, 'S3_SECRET_ACCESS_KEY') ?? null
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS default credentials)',
    )
  }
  const endpoint = readUrl(env, 'S3_ENDPOINT', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null
  const region = readOptional(env, 'S3_REGION') ?? 'auto'
  if (endpoint === null && region === 'auto')
    throw new ConfigError('S3_REGION must name the AWS region (like eu-west-1) when S3_ENDPOINT is not set')
  return {
    kind,
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    publicUrl: readUrl(env, 'S3_PUBLIC_URL', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null,
  }
}

function readOwnerKeys(raw: string | undefined): Map<string, string> {
  const keys = new Map<string, string>()
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]+):(.{16,})$/.exec(entry)
    if (!match) {
      throw new ConfigError(
        'OWNER_KEYS must be a list like demo:<key>,acme:<key> with keys of at least 16 characters ' +
          `(bad entry "${entry.split(':')[0]}:…")`,
      )
    }
    keys.set(match[1]!, match[2]!)
  }
  return keys
}
