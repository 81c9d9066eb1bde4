import type { FastifyInstance } from 'fastify'
import {
  SEND_OTP_PATH,
  SendOtpBody,
  VERIFY_OTP_PATH,
  VerifyOtpBody,
  type VerifyOtpResponse,
} from '../../../contract/auth.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import type { EventTransaction } from '../../events/events.js'
import type { Site } from '../site/index.js'
import { AuthError } from './auth-error.js'
import { CustomerRepository, customerData } from './customer-repository.js'
import type { OtpService } from './otp-service.js'
import { normalisePhone } from './phone.js'
import { setRefreshCookie } from './refresh-cookie.js'
import { answerCodeSend } from './send-code.js'
import { serverText } from '../../text/server-text.js'
import type { SessionService } from './session-service.js'

/** Greets a customer whose account this sign-in made, in the sign-in's transaction (the chat's welcome message). */
export type Welcome = (tx: EventTransaction, site: Site, customerId: string, at: Date) => Promise<unknown>

export interface OtpRoutesOptions {
  otp: OtpService
  sessions: SessionService
  now: () => Date
  welcome: Welcome
}

/**
 * `send_phone_number_otp` and `verify_phone_number_otp` (docs/product.md, 'Calls'). Sending answers
 * the same whether or not the phone has an account, so the call cannot be
 * used to find out who is a customer. A verified code of an active customer
 * records `customer.signed-in`.
 */
export default async function otpRoutes(app: FastifyInstance, { otp, sessions, now, welcome }: OtpRoutesOptions) {
  const customers = new CustomerRepository(app.db)

  route(app, { method: 'POST', url: SEND_OTP_PATH, body: SendOtpBody }, async ({ body, request, reply }) => {
    const to = normalisePhone(body)
    const site = await app.auth.siteFor(body.subdomain, request.headers.host)
    return answerCodeSend(request, reply, site, () => otp.send(site, to, request.ip))
  })

  route(
    app,
    { method: 'POST', url: VERIFY_OTP_PATH, body: VerifyOtpBody },
    async ({ body, request, reply }): Promise<VerifyOtpResponse> => {
      const to = normalisePhone(body)
      const site = await app.auth.siteFor(body.subdomain, request.headers.host)
      if (!(await otp.verify(site, to, body.otp)))
        throw new HttpError(400, serverText('auth.invalidOtp'), 'INVALID_OTP')

      const at = now()
      const customer = await app.events.transaction(async (tx) => {
        const found = await customers.findOrCreate(tx.db, site.id, to, at)
        // A new customer's conversation appears in the owner's inbox at once (the welcome's `message.stored`).
        if (found.created) await welcome(tx, site, found.customer.id, at)
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
    },
  )
}
