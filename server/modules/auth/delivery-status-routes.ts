import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as t from 'io-ts'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import {
  isMetaSignatureValid,
  isMsg91TokenValid,
  isTwilioSignatureValid,
  msg91Reports,
  OTP_STATUS_PATH,
  twilioReports,
  whatsAppReports,
  type DeliveryReport,
} from '../../providers/otp/index.js'
import { OtpDeliveries } from './otp-deliveries.js'

const MetaCheck = t.partial({ 'hub.mode': t.string, 'hub.verify_token': t.string, 'hub.challenge': t.string })
const Msg91Query = t.partial({ token: t.string })

/**
 * The providers' delivery callbacks, under `/business_website/otp_status/`: `whatsapp` (Meta's webhook, signed with
 * `X-Hub-Signature-256`; its GET is Meta's subscription check), `twilio` (`X-Twilio-Signature` over
 * `OTP_CALLBACK_URL/twilio` and the form) and `msg91` (MSG91 signs nothing: `?token=MSG91_WEBHOOK_TOKEN`). A bad or
 * missing signature is 403 and changes nothing; a report of a message that is not ours is answered 200 (so the
 * provider stops retrying) and logged. Encapsulated: only here are bodies kept as raw bytes.
 */
export default async function deliveryStatusRoutes(app: FastifyInstance) {
  const raw = { parseAs: 'buffer' as const, bodyLimit: 256 * 1024 }
  app.addContentTypeParser('application/json', raw, (_request, body, done) => done(null, body))
  app.addContentTypeParser('application/x-www-form-urlencoded', raw, (_request, body, done) => done(null, body))
  const deliveries = new OtpDeliveries(app.db)
  const { whatsapp, sms, callbackUrl } = app.config.otpProviders

  const apply = async (request: FastifyRequest, provider: string, reports: DeliveryReport[]) => {
    const known = await deliveries.apply(provider, reports)
    for (const report of reports.filter((one) => one.status === 'failed'))
      request.log.warn({ provider, messageId: report.messageId, error: report.error }, 'one-time code not delivered')
    if (known < reports.length) request.log.warn({ provider, unknown: reports.length - known }, 'status of no code')
    return { status: 'ok', known }
  }
  const refuse = () => new HttpError(403, 'Signature does not match', 'FORBIDDEN')
  const bytes = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name]
    return typeof value === 'string' ? value : undefined
  }

  route(app, { method: 'GET', url: `${OTP_STATUS_PATH}/whatsapp`, query: MetaCheck }, async ({ query, reply }) => {
    const token = whatsapp?.verifyToken
    if (!token || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token) throw refuse()
    return reply.type('text/plain').send(query['hub.challenge'] ?? '')
  })

  route(app, { method: 'POST', url: `${OTP_STATUS_PATH}/whatsapp` }, async ({ request }) => {
    const secret = whatsapp?.appSecret
    if (!secret || !isMetaSignatureValid(bytes(request), header(request, 'x-hub-signature-256'), secret)) throw refuse()
    return apply(request, 'whatsapp', whatsAppReports(parseJson(bytes(request))))
  })

  route(app, { method: 'POST', url: `${OTP_STATUS_PATH}/twilio` }, async ({ request }) => {
    const params = Object.fromEntries(new URLSearchParams(bytes(request).toString('utf8')))
    const url = `${callbackUrl}/twilio`
    if (sms?.kind !== 'twilio' || !callbackUrl) throw refuse()
    if (!isTwilioSignatureValid(url, params, header(request, 'x-twilio-signature'), sms.authToken)) throw refuse()
    return apply(request, 'twilio', twilioReports(params))
  })

  route(app, { method: 'POST', url: `${OTP_STATUS_PATH}/msg91`, query: Msg91Query }, async ({ request, query }) => {
    const token = sms?.kind === 'msg91' ? sms.webhookToken : null
    if (!token || !isMsg91TokenValid(query.token, token)) throw refuse()
    return apply(request, 'msg91', msg91Reports(parseJson(bytes(request))))
  })
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new HttpError(400, 'The body is not JSON', 'BAD_REQUEST')
  }
}
