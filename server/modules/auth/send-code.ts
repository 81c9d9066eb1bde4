import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.js'
import { OtpDeliveryError } from '../../providers/otp/index.js'
import type { Site } from '../site/index.js'
import type { SendOutcome } from './otp-service.js'
import { serverText } from '../../text/server-text.js'

/**
 * Runs a code send and answers it the way every sign-in does (customers' and
 * owners'): `{ message: 'success' }`; 429 TOO_MANY_REQUESTS with
 * Retry-After past the limits; 502 OTP_SEND_FAILED (logged) when the
 * gateway fails.
 *
 * @example
 * return answerCodeSend(request, reply, site, () => otp.send(site, to, request.ip))
 */
export async function answerCodeSend(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  send: () => Promise<SendOutcome>,
) {
  let outcome: SendOutcome
  try {
    outcome = await send()
  } catch (error) {
    if (!(error instanceof OtpDeliveryError)) throw error
    request.log.error({ err: error, site: site.subdomain }, 'one-time code delivery failed')
    throw new HttpError(502, serverText('auth.sendFailed'), 'OTP_SEND_FAILED')
  }
  if (!outcome.sent) {
    return reply
      .code(429)
      .header('retry-after', String(outcome.retryAfterSeconds))
      .send({ message: serverText('auth.tooManyCodeRequests'), code: 'TOO_MANY_REQUESTS' })
  }
  return { message: 'success' }
}
