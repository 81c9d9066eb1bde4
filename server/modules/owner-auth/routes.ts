import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  OWNER_LOGOUT_PATH,
  OWNER_ME_PATH,
  OWNER_OTP_STATUS_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_VERIFY_OTP_PATH,
  OwnerVerifyOtpBody,
  type OwnerSessionResponse,
} from '../../../contract/owner-auth.js'
import { HandoverBody, OWNER_HANDOVER_PATH } from '../../../contract/owner-team.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import type { RequestOwner } from '../../identity/owner.js'
import { AuthError } from '../auth/index.js'
import type { OtpService } from '../auth/index.js'
import { normalisePhone } from '../auth/index.js'
import { answerCodeSend, codeStatusRoute } from '../auth/index.js'
import { PhoneChannelBody } from '../../../contract/otp-channel-bodies.js'
import { serverText } from '../../text/server-text.js'
import { siteName } from '../auth/index.js'
import type { Site } from '../site/index.js'
import { clearOwnerCookie, ownerCookieOf, setOwnerCookie } from './owner-cookie.js'
import { isNotCrossOrigin, isSameOrigin } from './same-origin.js'

/**
 * Owner sign-in: send a code, verify it, who am I, logout. The
 * site is always the Host's. Codes go through the customers' `OtpService`
 * (the one instance, so the same limits, test numbers and delivery), bound
 * to the purpose `owner`. Sending answers the same whether or not the phone
 * is an owner of the site, so the call cannot be used to find owners: for a
 * phone that is none it stores an undeliverable challenge (the limits count
 * it like any other) and sends nothing. Verifying for a phone that is no
 * owner fails like a wrong code. A hand-over token (`HandoverTokens`)
 * signs its owner in once, on its own site only.
 */
export default async function ownerAuthRoutes(app: FastifyInstance, { otp }: { otp: OtpService }) {
  const { owners, sessions, handovers } = app.ownerAuth

  route(app, { method: 'POST', url: OWNER_SEND_OTP_PATH, body: PhoneChannelBody }, async ({ body, request, reply }) => {
    refuseCrossOrigin(request)
    const to = normalisePhone(body)
    const site = await app.auth.siteFor(undefined, request.headers.host)
    const owner = await owners.byPhone(site.id, to)
    return answerCodeSend(request, reply, site, () =>
      otp.send(site, to, request.ip, { purpose: 'owner', deliver: owner !== undefined, channel: body.channel }),
    )
  })

  codeStatusRoute(app, otp, OWNER_OTP_STATUS_PATH, (request) => {
    refuseCrossOrigin(request)
    return app.auth.siteFor(undefined, request.headers.host)
  })

  route(
    app,
    { method: 'POST', url: OWNER_VERIFY_OTP_PATH, body: OwnerVerifyOtpBody },
    async ({ body, request, reply }): Promise<OwnerSessionResponse> => {
      refuseCrossOrigin(request)
      const to = normalisePhone(body)
      const site = await app.auth.siteFor(undefined, request.headers.host)
      const verified = await otp.verify(site, to, body.otp, 'owner')
      const owner = verified ? await owners.byPhone(site.id, to) : undefined
      if (!owner) throw new HttpError(400, serverText('auth.invalidOtp'), 'INVALID_OTP')
      const session = await sessions.start(owner, site)
      setOwnerCookie(request, reply, session.token)
      return sessionAnswer(site, session.owner)
    },
  )

  // A one-time link from another host (sign-up, another site's switcher): spent here for this host's own cookie.
  route(
    app,
    { method: 'POST', url: OWNER_HANDOVER_PATH, body: HandoverBody },
    async ({ body, request, reply }): Promise<OwnerSessionResponse> => {
      refuseCrossOrigin(request)
      const site = await app.auth.siteFor(undefined, request.headers.host)
      const owner = await handovers.spend(body.token, site)
      if (!owner) throw new HttpError(400, serverText('ownerAuth.handoverInvalid'), 'HANDOVER_INVALID')
      const session = await sessions.start(owner, site)
      setOwnerCookie(request, reply, session.token)
      return sessionAnswer(site, session.owner)
    },
  )

  // The session cookie only: an owner key has no person to describe.
  route(app, { method: 'GET', url: OWNER_ME_PATH }, async ({ request, reply }): Promise<OwnerSessionResponse> => {
    try {
      const { site, owner } = await app.ownerAuth.authenticate(ownerCookieOf(request.cookies), request.headers.host)
      return sessionAnswer(site, owner)
    } catch (error) {
      // An ended session's cookie is useless to keep: the browser drops it with this answer.
      if (error instanceof AuthError && error.authCode !== 'NO_TOKEN') clearOwnerCookie(request, reply)
      throw error
    }
  })

  // Ends the cookie's session (and its sockets, on every process) whatever state it is in; answers success without one.
  route(app, { method: 'POST', url: OWNER_LOGOUT_PATH }, async ({ request, reply }) => {
    const token = ownerCookieOf(request.cookies)
    if (token !== undefined) {
      if (!isSameOrigin(request.headers)) throw crossOrigin()
      const sessionId = await sessions.end(token)
      if (sessionId !== null) app.realtime.endOwnerSession(sessionId)
    }
    clearOwnerCookie(request, reply)
    return { message: 'success' }
  })
}

/** The verify and `me` answer: the owner, their site, and when the session ends. */
function sessionAnswer(site: Site, owner: RequestOwner): OwnerSessionResponse {
  return {
    message: 'success',
    owner: { id: owner.id, countryCode: owner.countryCode, phoneNumber: owner.phoneNumber, name: owner.name },
    site: { siteId: site.id, subdomain: site.subdomain, name: siteName(site) },
    expiresAt: owner.expiresAt.toISOString(),
  }
}

// Sign-in from another origin's page (login CSRF) is refused; curl and other clients without Origin are not.
function refuseCrossOrigin(request: FastifyRequest): void {
  if (!isNotCrossOrigin(request.headers)) throw crossOrigin()
}

function crossOrigin(): HttpError {
  return new HttpError(403, serverText('ownerAuth.crossOrigin'), 'FORBIDDEN')
}
