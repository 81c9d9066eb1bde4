import type { EmailConfig } from '../../email-config.js'
import { onFirstUse } from '../../lib/on-first-use.js'

/** One e-mail: plain text, to one address. */
export interface Email {
  to: string
  subject: string
  text: string
}

/** Sends e-mail; null when the installation has no `SMTP_URL` (nothing is sent). */
export interface Mailer {
  send(email: Email): Promise<void>
  close(): void
}

/**
 * The SMTP mailer of `SMTP_URL` (nodemailer, pooled connections), or null
 * without it. A refused or failed send throws, so the caller gives the
 * send back and the event is delivered again later.
 *
 * @example
 * const mailer = smtpMailer({ smtpUrl: 'smtp://user:pass@smtp.example.com:587', from: 'Shop <shop@example.com>' })
 * await mailer?.send({ to: 'owner@example.com', subject: 'Hello', text: '...' })
 */
export function smtpMailer(config: EmailConfig): Mailer | null {
  if (config.smtpUrl === null) return null
  const smtpUrl = config.smtpUrl
  // nodemailer is loaded with the first e-mail (on-first-use.ts).
  const transport = onFirstUse(async () => {
    const nodemailer = (await import('nodemailer')).default
    return (opened = nodemailer.createTransport(smtpUrl, { from: config.from }))
  })
  let opened: { close(): void } | null = null
  return {
    async send(email) {
      await (await transport()).sendMail({ to: email.to, subject: email.subject, text: email.text })
    },
    close: () => opened?.close(),
  }
}
