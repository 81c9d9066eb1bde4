import { verifiedSignIn, type Welcome } from './verified-sign-in.js'
import type { FastifyInstance } from 'fastify'
import { SendOtpChannelBody } from '../../../contract/otp-channel-bodies.js'
import { codeStatusRoute } from './code-status-route.js'
import {
  OTP_STATUS_PATH,
  SEND_OTP_PATH,
  VERIFY_OTP_PATH,
  VerifyOtpBody,
  type VerifyOtpResponse,
} from '../../../contract/auth.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import type { OtpService } from './otp-service.js'
import { normalisePhone } from './phone.js'
import { answerCodeSend } from './send-code.js'
import { requestLanguage } from '../../http/request-language.js'
import { serverText } from '../../text/server-text.js'
import type { SessionService } from './session-service.js'

export type { Welcome }

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
  const signIn = verifiedSignIn(app, welcome, { sessions, now })

  route(app, { method: 'POST', url: SEND_OTP_PATH, body: SendOtpChannelBody }, async ({ body, request, reply }) => {
    const to = normalisePhone(body)
    const site = await app.auth.siteFor(body.subdomain, request.headers.host)
    const language = requestLanguage(request, site.defaultLanguage)
    return answerCodeSend(request, reply, site, () =>
      otp.send(site, to, request.ip, { language, channel: body.channel }),
    )
  })

  codeStatusRoute(app, otp, OTP_STATUS_PATH, (request, body) => app.auth.siteFor(body.subdomain, request.headers.host))

  route(
    app,
    { method: 'POST', url: VERIFY_OTP_PATH, body: VerifyOtpBody },
    async ({ body, request, reply }): Promise<VerifyOtpResponse> => {
      const to = normalisePhone(body)
      const site = await app.auth.siteFor(body.subdomain, request.headers.host)
      const language = requestLanguage(request, site.defaultLanguage)
      if (!(await otp.verify(site, to, body.otp)))
        throw new HttpError(400, serverText('auth.invalidOtp', {}, language), 'INVALID_OTP')

      return signIn(request, reply, site, to)
    },
  )
}
