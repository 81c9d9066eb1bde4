import { ConfigError, readOptional, type Env } from './config-error.js'

/** E-mail to owners (README "Settings", docs/operations.md "E-mail"). */
export interface EmailConfig {
  /** `SMTP_URL`, e.g. `smtp://user:pass@smtp.example.com:587` (`smtps:` for TLS from the start); null: no e-mail. */
  smtpUrl: string | null
  /** `SMTP_FROM`: the sender of the e-mails; default `Vitrine <notifications@SITE_DOMAIN>`. */
  from: string
}

/**
 * Reads `SMTP_URL` and `SMTP_FROM`. Throws a `ConfigError` naming the bad setting.
 *
 * @example
 * readEmailConfig({ SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587' }, 'example.com')
 * // { smtpUrl: 'smtp://mailer:secret@smtp.example.com:587', from: 'Vitrine <notifications@example.com>' }
 */
export function readEmailConfig(env: Env, siteDomain: string): EmailConfig {
  const smtpUrl = readOptional(env, 'SMTP_URL') ?? null
  if (smtpUrl !== null) {
    let protocol = ''
    try {
      protocol = new URL(smtpUrl).protocol
    } catch {
      // Reported below.
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587')
  }
  return { smtpUrl, from: readOptional(env, 'SMTP_FROM') ?? `Vitrine <notifications@${siteDomain}>` }
}
