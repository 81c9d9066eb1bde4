import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** An e-mail the local SMTP server took, parsed. */
export interface ReceivedEmail {
  to: string[]
  subject: string
  text: string
}

/** A real SMTP server on 127.0.0.1 (npm `smtp-server`) that keeps what it is sent. */
export interface LocalSmtp {
  /** `SMTP_URL` of it, with a user and password it accepts. */
  url: string
  received: ReceivedEmail[]
  /** While true, every message is refused with a 451 (a temporary failure). */
  refusing: boolean
  close(): Promise<void>
}

/**
 * Starts a local SMTP server (plain, with login) for the e-mail tests.
 *
 * @example
 * const smtp = await startLocalSmtp()
 * const app = await buildTestApp(handle, { env: { SMTP_URL: smtp.url } })
 */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const state: LocalSmtp = { url: '', received: [], refusing: false, close: async () => undefined }
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      simpleParser(stream).then(
        (mail) => {
          if (state.refusing) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          state.received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  state.url = `smtp://mailer:secret@127.0.0.1:${port}`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

/** Waits until `check` holds: an e-mail sent after the commit arrives a moment later. */
export async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
