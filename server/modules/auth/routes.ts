import type { FastifyInstance } from 'fastify'
import { createOtpSender, TestNumbersOtp } from '../../providers/otp/index.js'
import ownerAuthRoutes from '../owner-auth/routes.js'
import { OtpService } from './otp-service.js'
import otpRoutes from './otp-routes.js'
import { SessionService } from './session-service.js'
import sessionRoutes from './session-routes.js'

/**
 * The sign-in calls and the token refresh, and the owner
 * sign-in (modules/owner-auth), which shares this one `OtpService`. Needs the
 * `auth` and `owner-auth` plugins and @fastify/cookie.
 */
export default async function authRoutes(app: FastifyInstance) {
  const now = () => new Date()
  const otp = new OtpService({
    db: app.db,
    codeKey: () => app.auth.secrets.get('otp-code-key'),
    testNumbers: new TestNumbersOtp(app.config.otpTestNumbers),
    sender: createOtpSender(app.config, app.log),
    now,
  })
  const sessions = new SessionService({ db: app.db, tokens: app.auth.tokens, now, onSessionEnded: (sessionId) => app.realtime.endSession(sessionId) })
  await app.register(otpRoutes, { otp, sessions, now })
  await app.register(sessionRoutes, { sessions })
  await app.register(ownerAuthRoutes, { otp })
}
