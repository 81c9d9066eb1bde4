import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http/errors.js'
import { bearerToken, type RequestCustomer, type TokenCustomer } from '../identity/customer.js'
import { AccessTokens, type AccessClaims } from '../modules/auth/access-token.js'
import { AuthError } from '../modules/auth/auth-error.js'
import { CUSTOMER_ACCOUNT_TYPE, CustomerRepository } from '../modules/auth/customer-repository.js'
import { ServerSecrets } from '../db/server-secrets.js'
import { serverText } from '../text/server-text.js'
import { assertSignedIn } from '../modules/auth/sign-in-check.js'
import type { Site } from '../modules/site/site-repository.js'

export interface Auth {
  /** Signing key and OTP key, shared by every process through the database. */
  secrets: ServerSecrets
  tokens: AccessTokens
  /** Claims of a valid access token for this site; 401 TOKEN_EXPIRED / TOKEN_INVALID otherwise. */
  verifyAccessToken(token: string, site: Site): Promise<AccessClaims>
  /**
   * The customer a token signs in on this site; 401 with its error code otherwise. `verifyCustomerToken`, then
   * `checkSignIn`.
   */
  authenticate(token: string | undefined, site: Site): Promise<RequestCustomer>
  /**
   * The customer a genuine token of this site names, the database not asked yet: 401 NO_TOKEN, TOKEN_EXPIRED or
   * TOKEN_INVALID otherwise.
   */
  verifyCustomerToken(token: string | undefined, site: Site): Promise<TokenCustomer>
  /**
   * The token's customer as the database has them (one read), or the 401 of `assertSignedIn` (gone, inactive, signed
   * out).
   */
  checkSignIn(claimed: TokenCustomer): Promise<RequestCustomer>
  /** The site a call is for: `subdomain` when given, else the Host's site; 404 when there is none. */
  siteFor(subdomain: unknown, host: string | undefined): Promise<Site>
  /** `siteFor` with the request's body/query `subdomain` and Host header. */
  siteOfRequest(request: FastifyRequest): Promise<Site>
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** preHandler: `Authorization: Bearer <access token>` → `request.customer`, or a 401 with its error code. */
    requireCustomer(request: FastifyRequest): Promise<void>
    /**
     * preHandler of a route whose one write checks the sign-in in its own
     * statement: the token alone (no database) → `request.tokenCustomer`, or a
     * 401 with its error code. The route helper's `auth: 'customerToken'`.
     */
    requireCustomerToken(request: FastifyRequest): Promise<void>
  }
  interface FastifyRequest {
    /** Set by `app.requireCustomer`; null on routes without it. */
    customer: RequestCustomer | null
    /** Set by `app.requireCustomerToken`; null on routes without it. */
    tokenCustomer: TokenCustomer | null
  }
}

/**
 * Decorates `app.auth` and the `app.requireCustomer` preHandler. A token is
 * accepted only for the site of the call (its audience), only for a customer
 * row of that site that still exists and is active, and only while its
 * sign-in (`sid`, the refresh-token family) is live: after logout or a
 * reuse revocation it is refused at once, on every process.
 *
 * `app.requireCustomerToken` checks the token alone, for a route whose one
 * write checks the rest in its own statement (`signedInSql`, e.g. sending a
 * message): one database round trip instead of two, and the same refusals.
 *
 * Routes use it through the route helper (server/http/route.ts):
 *
 * @example
 * route(
 *   app,
 *   { method: 'POST', url: PATH, auth: 'customer', body: Body, sameCustomer: 'body' },
 *   async ({ body, customer }) => ...,
 * )
 */
export default fp(
  async function auth(app: FastifyInstance, options: { now?: () => Date } = {}) {
    const secrets = new ServerSecrets(app.db)
    const tokens = new AccessTokens(() => secrets.get('access-token-key'), options.now)
    const now = options.now ?? (() => new Date())
    const customers = new CustomerRepository(app.db)

    const siteFor: Auth['siteFor'] = async (subdomain, host) => {
      const site =
        typeof subdomain === 'string' && subdomain.trim() !== ''
          ? await app.tenancy.siteBySubdomain(subdomain.trim())
          : await app.tenancy.siteForHost(host)
      if (!site) throw new HttpError(404, serverText('auth.websiteNotFound'), 'NOT_FOUND')
      return site
    }

    const verifyCustomerToken: Auth['verifyCustomerToken'] = async (token, site) => {
      if (!token) throw new AuthError('NO_TOKEN')
      const claims = await tokens.verify(token, site.subdomain)
      if (!claims.sessionId) throw new AuthError('TOKEN_INVALID')
      return {
        sessionId: claims.sessionId,
        id: claims.customerId,
        siteId: site.id,
        subdomain: site.subdomain,
        accountType: CUSTOMER_ACCOUNT_TYPE,
      }
    }

    const checkSignIn: Auth['checkSignIn'] = async (claimed) => {
      const customer = await customers.byIdInSession(claimed.siteId, claimed.id, claimed.sessionId, now())
      assertSignedIn(customer)
      return { ...claimed, phoneNumber: customer.phoneNumber, countryCode: customer.countryCode, name: customer.name }
    }

    const authenticate: Auth['authenticate'] = async (token, site) =>
      checkSignIn(await verifyCustomerToken(token, site))

    const siteOfRequest = (request: FastifyRequest) =>
      siteFor(fieldOf(request.body) ?? fieldOf(request.query), request.headers.host)

    app.decorate('auth', {
      secrets,
      tokens,
      verifyAccessToken: (token, site) => tokens.verify(token, site.subdomain),
      authenticate,
      verifyCustomerToken,
      checkSignIn,
      siteFor,
      siteOfRequest,
    } satisfies Auth)

    app.decorateRequest('customer', null)
    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization)
      if (!token) throw new AuthError('NO_TOKEN')
      request.customer = await authenticate(token, await siteOfRequest(request))
    })
    app.decorateRequest('tokenCustomer', null)
    app.decorate('requireCustomerToken', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization)
      if (!token) throw new AuthError('NO_TOKEN')
      request.tokenCustomer = await verifyCustomerToken(token, await siteOfRequest(request))
    })
  },
  { name: 'auth', dependencies: ['db', 'tenancy'] },
)

function fieldOf(part: unknown): unknown {
  return typeof part === 'object' && part !== null ? (part as { subdomain?: unknown }).subdomain : undefined
}
