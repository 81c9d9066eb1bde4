import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.js'
import { OtpDeliveryError } from '../../providers/otp/index.js'
import type { Site } from '../site/index.js'
import type { SendOutcome } from './otp-service.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import { requestLanguage } from '../../http/request-language.js'
import type { CodeDestinationRefusal } from './code-destination.js'
import { CODE_REFUSAL } from '../../../contract/auth.js'

/** Each refusal of a number: its error code and its words (`locales/<lang>/server.json`). */
const REFUSALS: Record<CodeDestinationRefusal, { code: string; text: ServerTextKey }> = {
  premiumNumber: { code: CODE_REFUSAL.premiumNumber, text: 'auth.premiumNumber' },
  countryNotAllowed: { code: CODE_REFUSAL.countryNotAllowed, text: 'auth.countryNotAllowed' },
  notMobile: { code: CODE_REFUSAL.notMobile, text: 'auth.notMobile' },
}

/**
 * Runs a code send and answers it the way every sign-in does (customers' and
 * owners'): `{ message: 'success' }`, with the channel that carried the code, the other one 'Resend code' may
 * choose and the id to ask the code's status by when a provider took it (`SendOtpAnswer`); 429 TOO_MANY_REQUESTS with
 * Retry-After past the phone's or IP's limits; 503 OTP_BUDGET_SPENT with
 * Retry-After past the platform's hourly budget; 400 PHONE_PREMIUM_RATE,
 * PHONE_COUNTRY_NOT_ALLOWED or PHONE_NOT_MOBILE (naming `body.phoneNumber`)
 * for a number no code may go to; 502 OTP_SEND_FAILED (logged) when the
 * gateway fails. Each message in the reader's language.
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
  if (outcome.sent) {
    const { sent: _, ...delivery } = outcome
    return { message: 'success', ...delivery }
  }
  const language = requestLanguage(request, site.defaultLanguage)
  if (outcome.reason === 'tooMany' || outcome.reason === 'budget') {
    const [status, text, code] =
      outcome.reason === 'tooMany'
        ? ([429, 'auth.tooManyCodeRequests', 'TOO_MANY_REQUESTS'] as const)
        : ([503, 'auth.codeBudgetSpent', CODE_REFUSAL.budgetSpent] as const)
    return reply
      .code(status)
      .header('retry-after', String(outcome.retryAfterSeconds))
      .send({ message: serverText(text, {}, language), code })
  }
  const refusal = REFUSALS[outcome.reason]
  const message = serverText(refusal.text, {}, language)
  throw new HttpError(400, message, refusal.code, [{ path: 'body.phoneNumber', message }])
}
