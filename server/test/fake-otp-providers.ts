import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { metaSignature, twilioSignature } from '../providers/otp/delivery-callbacks.js'

/** A message one of the fakes accepted: which API, to whom, the code it carried, and how the call came. */
export interface FakeOtpMessage {
  provider: 'whatsapp' | 'msg91' | 'twilio' | 'twilio-verify'
  /** Digits with the country code, no plus: `919876543210`. */
  to: string
  code: string
  id: string
  path: string
  authorization: string | null
  body: unknown
}

export interface FakeOtpCredentials {
  whatsapp: { accessToken: string; appSecret: string }
  msg91: { authKey: string; webhookToken: string }
  twilio: { accountSid: string; authToken: string }
}

/**
 * Local HTTP fakes of the code providers' APIs on one port, so tests and offline runs drive the real senders
 * over real HTTP: Meta's `POST /<version>/<phone id>/messages` (Bearer token, Graph error shape), MSG91's
 * `POST /api/v5/flow` (`authkey` header), Twilio's `POST /2010-04-01/Accounts/<sid>/Messages.json` (Basic auth,
 * form body, Twilio's error shape), Twilio Verify's `POST /v2/Services/<sid>/Verifications` and
 * `.../VerificationCheck` (its own code per number, approved once). Each accepted message is kept (its code
 * readable) and, when `statusUrl` is set, reported back the way the provider does: Meta's webhook signed with
 * `X-Hub-Signature-256`, Twilio's callback to the `StatusCallback` it was given signed with `X-Twilio-Signature`,
 * MSG91's v3 webhook with the token.
 * `notOnWhatsApp` numbers are accepted, then reported failed (131026), as Meta does; `failLate` numbers are
 * reported sent, then failed `lateMs` later; `silent` numbers get no status; `smsRefused` numbers are refused by
 * MSG91; `delayMs` holds every answer (a provider that times out).
 *
 * @example
 * const fake = await startFakeOtpProviders(credentials)
 * fake.statusUrl = `${appUrl}/business_website/otp_status`
 * fake.notOnWhatsApp.add('919877710042')
 */
export async function startFakeOtpProviders(credentials: FakeOtpCredentials) {
  const messages: FakeOtpMessage[] = []
  const state = {
    statusUrl: null as string | null,
    notOnWhatsApp: new Set<string>(),
    silent: new Set<string>(),
    /** WhatsApp reports these numbers sent, then failed `lateMs` later (after the form said 'Code sent'). */
    failLate: new Set<string>(),
    lateMs: 2000,
    /** MSG91 refuses these numbers (an error answer). */
    smsRefused: new Set<string>(),
    delayMs: 0,
  }
  const { accountSid, authToken } = credentials.twilio
  const twilioAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const path = (request.url ?? '').split('?')[0]!
      const send = (status: number, answer: unknown) =>
        setTimeout(() => {
          if (response.destroyed) return
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
        }, state.delayMs)
      const accept = (message: Omit<FakeOtpMessage, 'path' | 'authorization'>) =>
        messages.push({ ...message, path, authorization: request.headers.authorization ?? null })
      if (/^\/v[\d.]+\/[^/]+\/messages$/.test(path)) return whatsapp(raw, request, send, accept)
      if (path === '/api/v5/flow') return msg91(raw, request, send, accept)
      if (/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(path)) return twilio(raw, request, send, accept)
      const verify = /^\/v2\/Services\/[^/]+\/(Verifications|VerificationCheck)$/.exec(path)?.[1]
      if (verify) return twilioVerify(verify, raw, request, send, accept)
      send(404, { message: 'not found' })
    })
  })

  type Send = (status: number, answer: unknown) => void
  type Accept = (message: Omit<FakeOtpMessage, 'path' | 'authorization'>) => void

  function whatsapp(raw: string, request: http.IncomingMessage, send: Send, accept: Accept) {
    if (request.headers.authorization !== `Bearer ${credentials.whatsapp.accessToken}`)
      return send(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } })
    const body = JSON.parse(raw) as {
      to: string
      template?: { components?: { type: string; parameters: { text: string }[] }[] }
    }
    const code = body.template?.components?.find((part) => part.type === 'body')?.parameters[0]?.text
    if (!code || !body.to)
      return send(400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } })
    const id = `wamid.${randomBytes(12).toString('hex')}`
    accept({ provider: 'whatsapp', to: body.to, code, id, body })
    send(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] })
    if (state.silent.has(body.to)) return
    const failure = { id, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }
    whatsAppStatus(state.notOnWhatsApp.has(body.to) ? failure : { id, status: 'sent' }, 0)
    if (state.failLate.has(body.to)) whatsAppStatus(failure, state.lateMs)
  }

  function whatsAppStatus(status: object, afterMs: number) {
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba', changes: [{ field: 'messages', value: { statuses: [status] } }] }],
    })
    const signature = { 'x-hub-signature-256': metaSignature(payload, credentials.whatsapp.appSecret) }
    report(`${state.statusUrl}/whatsapp`, payload, 'application/json', signature, afterMs)
  }

  function msg91(raw: string, request: http.IncomingMessage, send: Send, accept: Accept) {
    if (request.headers.authkey !== credentials.msg91.authKey)
      return send(401, { type: 'error', message: 'Authentication failure' })
    const body = JSON.parse(raw) as { template_id?: string; recipients?: { mobiles: string; code: string }[] }
    const recipient = body.recipients?.[0]
    if (!body.template_id || !recipient) return send(400, { type: 'error', message: 'Template ID Missing' })
    if (state.smsRefused.has(recipient.mobiles)) return send(400, { type: 'error', message: 'Mobile not valid' })
    const id = randomBytes(12).toString('hex')
    accept({ provider: 'msg91', to: recipient.mobiles, code: recipient.code, id, body })
    send(200, { type: 'success', message: id })
    if (state.silent.has(recipient.mobiles)) return
    const payload = JSON.stringify({ requestId: id, number: recipient.mobiles, status: '1', desc: 'DELIVERED' })
    report(`${state.statusUrl}/msg91?token=${credentials.msg91.webhookToken}`, payload, 'application/json', {})
  }

  function twilio(raw: string, request: http.IncomingMessage, send: Send, accept: Accept) {
    if (request.headers.authorization !== twilioAuth)
      return send(401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      })
    const form = Object.fromEntries(new URLSearchParams(raw))
    if (!form.To || !form.Body || !(form.MessagingServiceSid || form.From))
      return send(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 })
    const id = `SM${randomBytes(16).toString('hex')}`
    const to = form.To.replace(/\D/g, '')
    accept({ provider: 'twilio', to, code: /\d{6}/.exec(form.Body)?.[0] ?? '', id, body: form })
    send(201, { sid: id, status: 'queued', to: form.To, body: form.Body })
    if (!form.StatusCallback || state.silent.has(to)) return
    const params = {
      MessageSid: id,
      MessageStatus: 'delivered',
      To: form.To,
      AccountSid: credentials.twilio.accountSid,
    }
    report(form.StatusCallback, new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded', {
      'x-twilio-signature': twilioSignature(form.StatusCallback, params, credentials.twilio.authToken),
    })
  }

  /** Twilio Verify: the code is the fake's own, kept per number until a check approves it (then it is spent). */
  const pendingVerifications = new Map<string, string>()
  function twilioVerify(endpoint: string, raw: string, request: http.IncomingMessage, send: Send, accept: Accept) {
    if (request.headers.authorization !== twilioAuth)
      return send(401, { code: 20003, message: 'Authenticate', status: 401 })
    const form = Object.fromEntries(new URLSearchParams(raw))
    if (!form.To) return send(400, { code: 60200, message: 'Invalid parameter: To', status: 400 })
    const to = form.To.replace(/\D/g, '')
    if (endpoint === 'Verifications') {
      const code = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0')
      const id = `VE${randomBytes(16).toString('hex')}`
      pendingVerifications.set(to, code)
      accept({ provider: 'twilio-verify', to, code, id, body: form })
      return send(201, { sid: id, status: 'pending', to: form.To, channel: form.Channel })
    }
    const pending = pendingVerifications.get(to)
    if (pending === undefined) return send(404, { code: 20404, message: 'The requested resource was not found' })
    const approved = form.Code === pending
    if (approved) pendingVerifications.delete(to)
    send(200, { status: approved ? 'approved' : 'pending', valid: approved, to: form.To })
  }

  /** Posts a status callback after the answer, as the providers do; a refusal is kept for tests to read. */
  const callbacks: { url: string; status: number }[] = []
  function report(url: string, body: string, contentType: string, headers: Record<string, string>, afterMs = 0) {
    if (!state.statusUrl && !url.startsWith('http')) return
    if (url.startsWith('null')) return
    setTimeout(
      () => {
        fetch(url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body })
          .then((answer) => callbacks.push({ url, status: answer.status }))
          .catch(() => callbacks.push({ url, status: 0 }))
      },
      state.delayMs + 20 + afterMs,
    )
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    messages,
    callbacks,
    state,
    /** The code of the newest message to `to` (digits, no plus), if any. */
    codeFor: (to: string) => messages.filter((message) => message.to === to).at(-1)?.code,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeOtpProviders = Awaited<ReturnType<typeof startFakeOtpProviders>>
