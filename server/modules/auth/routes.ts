import type { FastifyInstance } from 'fastify'
import { createOtpSender, createWhatsAppSender, TestNumbersOtp } from '../../providers/otp/index.js'
import { OtpService } from './otp-service.js'
import otpRoutes, { type Welcome } from './otp-routes.js'
import { SessionService } from './session-service.js'
import sessionRoutes from './session-routes.js'
import languageRoutes from './language-routes.js'
import deliveryStatusRoutes from './delivery-status-routes.js'

export interface AuthRoutesOptions {
  /** The one `OtpService` of the app (`createOtpService`), shared with the owner sign-in (modules/owner-auth). */
  otp: OtpService
  /** Greets a customer whose account the sign-in made, in its transaction (the chat's welcome message). */
  welcome: Welcome
}

/** The app's one `OtpService`: customers' and owners' codes, with the configured sender and test numbers. */
export function createOtpService(app: FastifyInstance): OtpService {
  const { whatsapp, sms, whatsAppWaitMs, whatsAppLateMs } = app.config.otpProviders
  const otp = new OtpService({
    db: app.db,
    codeKey: () => app.auth.secrets.get('otp-code-key'),
    testNumbers: new TestNumbersOtp(app.config.otpTestNumbers),
    sender: createOtpSender(app.config, app.log),
    senderChannel: sms ? 'sms' : null,
    whatsapp: createWhatsAppSender(app.config),
    // Without the webhook's secret no status can be believed: WhatsApp's acceptance has to do.
    whatsAppWaitMs: whatsapp?.appSecret ? whatsAppWaitMs : 0,
    whatsAppLateMs: whatsapp?.appSecret ? whatsAppLateMs : 0,
    log: app.log,
    now: () => new Date(),
    codesPerIpPerHour: app.config.limits.codesPerIpPerHour,
    allowedCountries: app.config.otpLimits.allowedCountries,
    hourlyBudget: app.config.otpLimits.hourlyBudget,
    siteHourlyBudget: app.config.otpLimits.siteHourlyBudget,
  })
  app.addHook('onClose', () => otp.close())
  return otp
}

/**
 * The customers' sign-in calls and the token refresh. Needs the `auth` and
 * `events` plugins and @fastify/cookie; the composition root (server/app.ts)
 * hands it the `OtpService` it shares with the owner sign-in, and the welcome.
 */
export default async function authRoutes(app: FastifyInstance, { otp, welcome }: AuthRoutesOptions) {
  const now = () => new Date()
  const sessions = new SessionService({
    db: app.db,
    tokens: app.auth.tokens,
    now,
    onSessionEnded: (sessionId) => app.realtime.endSession(sessionId),
  })
  await app.register(otpRoutes, { otp, sessions, now, welcome })
  await app.register(sessionRoutes, { sessions })
  await app.register(languageRoutes)
  await app.register(deliveryStatusRoutes)
}
