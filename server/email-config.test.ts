import { describe, expect, it } from 'vitest'
import { ConfigError } from './config-error.js'
import { readEmailConfig } from './email-config.js'

describe('readEmailConfig', () => {
  it('is off without SMTP_URL, and sends from notifications@SITE_DOMAIN by default', () => {
    expect(readEmailConfig({}, 'vitrine.example')).toEqual({
      smtpUrl: null,
      from: 'Vitrine <notifications@vitrine.example>',
    })
  })

  it('takes smtp: and smtps: URLs and SMTP_FROM', () => {
    const env = { SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465', SMTP_FROM: 'Shop <shop@example.com>' }
    expect(readEmailConfig(env, 'vitrine.example')).toEqual({ smtpUrl: env.SMTP_URL, from: env.SMTP_FROM })
  })

  it('refuses anything else, naming the setting', () => {
    for (const SMTP_URL of ['https://smtp.example.com', 'smtp.example.com:587']) {
      expect(() => readEmailConfig({ SMTP_URL }, 'vitrine.example')).toThrow(ConfigError)
      expect(() => readEmailConfig({ SMTP_URL }, 'vitrine.example')).toThrow(/SMTP_URL/)
    }
  })
})
