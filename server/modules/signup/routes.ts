import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HANDOVER_FRAGMENT } from '../../../contract/owner-team.js'
import {
  CreateSiteBody,
  SIGNUP_CREATE_PATH,
  SIGNUP_OTP_STATUS_PATH,
  SIGNUP_SEND_OTP_PATH,
  SIGNUP_STATUS_PATH,
  SIGNUP_SUBDOMAIN_PATH,
  SIGNUP_SUGGEST_PATH,
  SIGNUP_VERIFY_OTP_PATH,
  SignupVerifyOtpBody,
  SubdomainQuery,
  SuggestQuery,
  type CreateSiteResponse,
  type SignupStatusResponse,
  type SignupTicketResponse,
  type SubdomainResponse,
  type SuggestResponse,
} from '../../../contract/signup.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { answerCodeSend, codeStatusRoute, normalisePhone, type OtpService } from '../auth/index.js'
import { PhoneChannelBody } from '../../../contract/otp-channel-bodies.js'
import { isNotCrossOrigin } from '../owner-auth/index.js'
import { normaliseHost, subdomainUrl } from '../site/index.js'
import { makeSite } from './create-site.js'
import { platformSite } from './platform-site.js'
import { readTicket, signTicket } from './signup-ticket.js'
import { suggestSubdomain, subdomainStatus } from './subdomain-rules.js'
import { checkLengths } from './text-lengths.js'

/**
 * Sign-up at the front door (contract/signup.ts), answered only on
 * `PLATFORM_HOST`: the status (`SIGNUP`), a one-time code to the phone (the
 * owners' OTP path, its limits and test numbers, purpose `signup`), its
 * check (a sign-up ticket), the subdomain check and suggestion, and the site
 * itself, whose answer carries the owner's one-time way into its `/owner`.
 */
export default async function signupRoutes(
  app: FastifyInstance,
  { otp, now = () => new Date() }: { otp: OtpService; now?: () => Date },
) {
  const { mode, platformHost } = app.config.signup
  const atFrontDoor = (request: FastifyRequest) => {
    if (normaliseHost(request.headers.host ?? '') !== platformHost)
      throw new HttpError(404, serverText('signup.notPlatform'), 'NOT_FOUND')
  }
  const open = (request: FastifyRequest) => {
    atFrontDoor(request)
    if (mode === 'closed') throw new HttpError(403, serverText('signup.closed'), 'SIGNUP_CLOSED')
    if (!isNotCrossOrigin(request.headers)) throw new HttpError(403, serverText('ownerAuth.crossOrigin'), 'FORBIDDEN')
  }
  const ticketKey = () => app.auth.secrets.get('signup-ticket-key')

  route(app, { method: 'GET', url: SIGNUP_STATUS_PATH }, ({ request }): SignupStatusResponse => {
    atFrontDoor(request)
    return { message: 'success', mode, siteDomain: app.config.siteDomain }
  })

  route(
    app,
    { method: 'POST', url: SIGNUP_SEND_OTP_PATH, body: PhoneChannelBody },
    async ({ body, request, reply }) => {
      open(request)
      const site = await platformSite(app.db)
      return answerCodeSend(request, reply, site, () =>
        otp.send(site, normalisePhone(body), request.ip, { purpose: 'signup', channel: body.channel }),
      )
    },
  )

  codeStatusRoute(app, otp, SIGNUP_OTP_STATUS_PATH, (request) => {
    open(request)
    return platformSite(app.db)
  })

  route(
    app,
    { method: 'POST', url: SIGNUP_VERIFY_OTP_PATH, body: SignupVerifyOtpBody },
    async ({ body, request }): Promise<SignupTicketResponse> => {
      open(request)
      const phone = normalisePhone(body)
      const verified = await otp.verify(await platformSite(app.db), phone, body.otp, 'signup')
      if (!verified) throw new HttpError(400, serverText('auth.invalidOtp'), 'INVALID_OTP')
      const { ticket, expiresAt } = signTicket(phone, await ticketKey(), now().getTime())
      return { message: 'success', ticket, expiresAt: new Date(expiresAt).toISOString() }
    },
  )

  route(
    app,
    { method: 'GET', url: SIGNUP_SUBDOMAIN_PATH, query: SubdomainQuery },
    async ({ query, request }): Promise<SubdomainResponse> => {
      atFrontDoor(request)
      const subdomain = query.subdomain.trim().toLowerCase()
      return { message: 'success', subdomain, status: await subdomainStatus(app.db, subdomain, now()) }
    },
  )

  route(
    app,
    { method: 'GET', url: SIGNUP_SUGGEST_PATH, query: SuggestQuery },
    async ({ query, request }): Promise<SuggestResponse> => {
      atFrontDoor(request)
      return { message: 'success', subdomain: await suggestSubdomain(app.db, query.name, query.city, now()) }
    },
  )

  route(
    app,
    { method: 'POST', url: SIGNUP_CREATE_PATH, body: CreateSiteBody },
    async ({ body, request }): Promise<CreateSiteResponse> => {
      open(request)
      const errors = checkLengths(body)
      if (errors.length > 0) throw new DecodeError(errors)
      const phone = readTicket(body.ticket, await ticketKey(), now().getTime())
      if (!phone) throw new HttpError(401, serverText('signup.ticketInvalid'), 'TICKET_INVALID')
      if (mode === 'invite' && !body.inviteCode?.trim())
        throw new HttpError(403, serverText('signup.inviteRequired'), 'INVITE_REQUIRED')
      const made = await makeSite(
        { db: app.db, events: app.events, handovers: app.ownerAuth.handovers, mode, now },
        { body, phone, ip: request.ip },
      )
      app.tenancy.invalidate()
      app.pages.invalidate(made.siteId, 'here')
      const siteUrl = subdomainUrl(request, app.config.siteDomain, made.subdomain)
      return {
        message: 'success',
        subdomain: made.subdomain,
        siteUrl,
        ownerUrl: `${siteUrl}/owner#${HANDOVER_FRAGMENT}=${made.handoverToken}`,
      }
    },
  )
}
