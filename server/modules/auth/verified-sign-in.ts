import { requestLanguage } from '../../http/request-language.js'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { VerifyOtpResponse } from '../../../contract/auth.js'
import type { OtpRecipient } from '../../providers/otp/index.js'
import type { Site } from '../site/index.js'
import { AuthError } from './auth-error.js'
import { CustomerRepository, customerData } from './customer-repository.js'
import type { EventTransaction } from '../../events/events.js'
import type { Language } from '../../../contract/language.js'
import { setRefreshCookie } from './refresh-cookie.js'
import { SessionService } from './session-service.js'

/** Greets a customer whose account this sign-in made, in the sign-in's transaction (the chat's welcome message). */
export type Welcome = (
  tx: EventTransaction,
  site: Site,
  customerId: string,
  at: Date,
  language: Language,
) => Promise<unknown>

/** Signs in the customer of a phone someone else has vouched for (no one-time code): the verify call's answer. */
export type VerifiedSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  phone: OtpRecipient,
) => Promise<VerifyOtpResponse>

/**
 * The second half of a sign-in, once the phone is verified: by a one-time code (`otp-routes.ts`, which passes its
 * sessions and clock) or by another party (the embed's identify token, signed by the host website's server): the
 * customer is found or made (and greeted), `customer.signed-in` recorded, a session started and its refresh cookie
 * set.
 *
 * @example
 * const signIn = verifiedSignIn(app, storeWelcomeMessage)
 * return signIn(request, reply, site, canonicalPhone('+91', '9876543210')!)
 */
export function verifiedSignIn(
  app: FastifyInstance,
  welcome: Welcome,
  clock: { sessions: SessionService; now: () => Date } = {
    now: () => new Date(),
    sessions: new SessionService({
      db: app.db,
      tokens: app.auth.tokens,
      now: () => new Date(),
      onSessionEnded: (sessionId) => app.realtime.endSession(sessionId),
    }),
  },
): VerifiedSignIn {
  const customers = new CustomerRepository(app.db)
  const { sessions, now } = clock
  return async (request, reply, site, phone) => {
    const at = now()
    const language = requestLanguage(request, site.defaultLanguage)
    const customer = await app.events.transaction(async (tx) => {
      const found = await customers.findOrCreate(tx.db, site.id, phone, at, language)
      if (found.created) await welcome(tx, site, found.customer.id, at, language)
      if (found.customer.status === 'active')
        tx.emit('customer.signed-in', { siteId: site.id, customerId: found.customer.id, created: found.created })
      return found.customer
    })
    if (customer.status === 'inactive') throw new AuthError('ACCOUNT_INACTIVE')
    const session = await sessions.start(customer, site)
    setRefreshCookie(request, reply, session.refreshToken)
    return {
      message: 'success',
      customerId: customer.id,
      token: session.accessToken,
      customerData: customerData(customer),
    }
  }
}
