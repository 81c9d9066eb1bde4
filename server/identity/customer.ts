import type { FastifyRequest } from 'fastify'
import { AuthError, forbidden } from '../modules/auth/auth-error.js'
import type { CUSTOMER_ACCOUNT_TYPE } from '../modules/auth/customer-repository.js'

/**
 * The signed-in customer of a request or socket, from its access token (never
 * from the body). The `auth` plugin sets it as `request.customer` (behind
 * `app.requireCustomer`) and as `socket.data.customer`; modules receive it
 * from the route helper (`route(..., { auth: 'customer' }, ({ customer }) => ...)`).
 */
export interface RequestCustomer {
  id: string
  siteId: string
  subdomain: string
  phoneNumber: string
  countryCode: string
  name: string | null
  /** Compared with a message's `messageView` (docs/product.md, 'Roles and permissions'). */
  accountType: typeof CUSTOMER_ACCOUNT_TYPE
  /** The sign-in (refresh-token family) the access token belongs to; logout ends it everywhere. */
  sessionId: string
}

/**
 * The customer a genuine access token names (signature, site, age checked),
 * before the database has said whether they are still signed in. Only routes
 * whose one write checks the sign-in in its own statement see it (the route
 * helper's `auth: 'customerToken'`); every other route gets a `RequestCustomer`.
 */
export type TokenCustomer = Pick<RequestCustomer, 'id' | 'siteId' | 'subdomain' | 'accountType' | 'sessionId'>

/**
 * The token's customer, after checking that the payload names the same one
 * (the widget's payloads carry `customerId`): 403 FORBIDDEN when it differs,
 * 401 NO_TOKEN when the request has no customer. The route helper calls it
 * for routes declared with `sameCustomer`; handlers do not.
 *
 * @example
 * const customer = assertSameCustomer(request, body.customerId)
 */
export function assertSameCustomer(request: FastifyRequest, claimedCustomerId: string): RequestCustomer {
  const customer = signedInCustomer(request)
  if (claimedCustomerId !== customer.id) throw forbidden()
  return customer
}

/** The customer `app.requireCustomer` set on the request; 401 NO_TOKEN when there is none. */
export function signedInCustomer(request: FastifyRequest): RequestCustomer {
  if (!request.customer) throw new AuthError('NO_TOKEN')
  return request.customer
}

/**
 * The token of an `Authorization: Bearer <token>` header.
 *
 * @example
 * bearerToken('Bearer abc.def') // 'abc.def'
 */
export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
}
