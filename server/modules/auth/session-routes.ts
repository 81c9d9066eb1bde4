import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  CHECK_VERIFICATION_PATH,
  CheckVerificationBody,
  LOGOUT_PATH,
  REAUTH_PATH,
  SESSION_TYPE_HEADER,
  type ReauthResponse,
} from '../../../contract/auth.js'
import { HttpError } from '../../http/errors.js'
import { route } from '../../http/route.js'
import { bearerToken } from '../../identity/customer.js'
import { AuthError, forbidden } from './auth-error.js'
import { customerData } from './customer-repository.js'
import { normalisePhone } from './phone.js'
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie.js'
import { serverText } from '../../text/server-text.js'
import type { SessionService } from './session-service.js'

const SESSION_TYPES = new Set(['customer', 'user'])

/**
 * `check_verification`, the refresh call (`/auth/user_reauth`) and
 * `logout`. The refresh token travels only as the httpOnly cookie.
 */
export default async function sessionRoutes(app: FastifyInstance, { sessions }: { sessions: SessionService }) {
  const checkVerification = {
    method: 'POST',
    url: CHECK_VERIFICATION_PATH,
    auth: 'customer',
    body: CheckVerificationBody,
    sameCustomer: 'body',
  } as const
  route(app, checkVerification, async ({ body, customer }) => {
    const phone = normalisePhone(body)
    if (phone.phoneNumber !== customer.phoneNumber || phone.countryCode !== customer.countryCode) throw forbidden()
    return { message: 'success', customerData: customerData(customer) }
  })

  app.post(REAUTH_PATH, async (request, reply): Promise<ReauthResponse> => {
    const sessionType = request.headers[SESSION_TYPE_HEADER]
    if (typeof sessionType !== 'string' || !SESSION_TYPES.has(sessionType)) {
      const message = serverText('auth.sessionTypeInvalid')
      throw new HttpError(400, message, 'BAD_REQUEST', [{ path: `headers.${SESSION_TYPE_HEADER}`, message }])
    }
    try {
      // Both session types name the same thing here: the refresh cookie decides who is signed in.
      const session = await sessions.refresh(refreshCookieOf(request))
      setRefreshCookie(request, reply, session.refreshToken)
      return { accessToken: session.accessToken }
    } catch (error) {
      // A dead cookie is useless to keep: the browser drops it with this answer.
      if (error instanceof AuthError && error.authCode !== 'NO_TOKEN') clearRefreshCookie(request, reply)
      throw error
    }
  })

  app.post(LOGOUT_PATH, async (request, reply) => {
    // The cookie is scoped to /auth, so a browser does not send it here; the
    // access token's session id (even an expired one) names the sign-in instead.
    const ended = await sessions.end(refreshCookieOf(request), await sessionOfBearer(app, request))
    // Its sockets too, on every process: no push reaches a logged-out tab.
    for (const sessionId of ended) app.realtime.endSession(sessionId)
    clearRefreshCookie(request, reply)
    return { message: 'success' }
  })
}

/** The sign-in named by the request's access token, accepted even when expired; undefined for anything else. */
async function sessionOfBearer(app: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization)
  if (!token) return undefined
  const site = await app.auth.siteOfRequest(request).catch(() => undefined)
  if (!site) return undefined
  const claims = await app.auth.tokens.verifyAllowingExpired(token, site.subdomain)
  if (!claims?.sessionId) return undefined
  return { sessionId: claims.sessionId, siteId: site.id, customerId: claims.customerId }
}
