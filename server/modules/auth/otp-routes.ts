import type { FastifyInstance } from 'fastify'
import { SEND_OTP_PATH, SendOtpBody, VERIFY_OTP_PATH, VerifyOtpBody, type VerifyOtpResponse } from '../../../contract/auth.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { storeWelcomeMessage } from '../chat/welcome.js'
import { ownerEvents } from '../inbox/owner-events.js'
import { AuthError } from './auth-error.js'
import { CustomerRepository, customerData } from './customer-repository.js'
import type { OtpService } from './otp-service.js'
import { normalisePhone } from './phone.js'
import { setRefreshCookie } from './refresh-cookie.js'
import { answerCodeSend } from './send-code.js'
import { serverText } from '../../text/server-text.js'
import type { SessionService } from './session-service.js'

export interface OtpRoutesOptions {
  otp: OtpService
  sessions: SessionService
  now: () => Date
}

/**
 * `send_phone_number_otp` and `verify_phone_number_otp` (§7). Sending answers
 * the same whether or not the phone has an account, so the call cannot be
 * used to find out who is a customer.
 */
export default async function otpRoutes(app: FastifyInstance, { otp, sessions, now }: OtpRoutesOptions) {
  const customers = new CustomerRepository(app.db)

  route(app, { method: 'POST', url: SEND_OTP_PATH, body: SendOtpBody }, async ({ body, request, reply }) => {
    const to = normalisePhone(body)
    const site = await app.auth.siteFor(body.subdomain, request.headers.host)
    return answerCodeSend(request, reply, site, () => otp.send(site, to, request.ip))
  })

  route(app, { method: 'POST', url: VERIFY_OTP_PATH, body: VerifyOtpBody }, async ({ body, request, reply }): Promise<VerifyOtpResponse> => {
    const to = normalisePhone(body)
    const site = await app.auth.siteFor(body.subdomain, request.headers.host)
    if (!(await otp.verify(site, to, body.otp))) throw new HttpError(400, serverText('auth.invalidOtp'), 'INVALID_OTP')

    const at = now()
    const { customer, welcome } = await app.db.transaction().execute(async (trx) => {
      const found = await customers.findOrCreate(trx, site.id, to, at)
      return { customer: found.customer, welcome: found.created ? await storeWelcomeMessage(trx, site, found.customer.id, at) : null }
    })
    // A new customer's conversation appears in the owner's inbox at once.
    if (welcome) ownerEvents(app.realtime).message(customer.id, welcome)
    if (customer.status === 'inactive') throw new AuthError('ACCOUNT_INACTIVE')

    const session = await sessions.start(customer, site)
    setRefreshCookie(request, reply, session.refreshToken)
    return { message: 'success', customerId: customer.id, token: session.accessToken, customerData: customerData(customer) }
  })
}
