import type { FastifyInstance } from 'fastify'
import { sendDailyDigests } from './daily-digest.js'
import { EmailRepository } from './email-repository.js'
import { smtpMailer } from './mailer.js'
import { orderEmailSubscriber } from './order-email.js'
import emailRoutes from './routes.js'

export { sendDailyDigests, DIGEST_HOUR } from './daily-digest.js'
export { digestFigures, figureLines } from './digest-figures.js'
export { orderEmailSubscriber } from './order-email.js'
export { smtpMailer, type Mailer } from './mailer.js'

/** How often each process looks for a digest that is due (it is sent once per site and day, by one of them). */
const DIGEST_TICK_MS = 5 * 60 * 1000
/** How long the record of a send or a digest is kept (the outbox keeps delivered events 7 days). */
const KEEP_SENDS_MS = 8 * 24 * 60 * 60 * 1000

/**
 * E-mail to owners (README "Notifications"): the owner's choices, the
 * subscriber that e-mails each new order, and the timer of the daily digest.
 * Without `SMTP_URL` the choices are kept but nothing is sent, and the owner
 * app says so. Needs the `events` plugin; register it before the app is ready.
 */
export default async function ownerEmail(app: FastifyInstance) {
  const mailer = smtpMailer(app.config.email)
  const deps = { db: app.db, mailer, siteDomain: app.config.siteDomain, production: app.config.production }
  app.events.subscribe(orderEmailSubscriber(deps))
  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<unknown> = Promise.resolve()
  app.addHook('onReady', async () => {
    if (mailer === null) return
    timer = setInterval(() => {
      const now = new Date()
      running = sendDailyDigests({ ...deps, log: app.log }, now)
        .then(() => new EmailRepository(app.db).sweep(now, KEEP_SENDS_MS))
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the daily digests could not be sent; retrying on the next tick'),
        )
    }, DIGEST_TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
    mailer?.close()
  })
  await app.register(emailRoutes, { configured: mailer !== null })
}
