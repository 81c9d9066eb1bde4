import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type * as t from 'io-ts'
import { decode, type FieldError } from '../../contract/decode.js'
import { assertSameCustomer, signedInCustomer, type RequestCustomer, type TokenCustomer } from '../identity/customer.js'
import type { RequestOwner } from '../identity/owner.js'
import { AuthError, forbidden } from '../modules/auth/auth-error.js'
import type { Site } from '../modules/site/site-repository.js'
import { DecodeError } from './errors.js'

/**
 * Who may call a route: anyone, a signed-in customer (access token), or the
 * site's owner (owner key or owner session cookie). `'customerToken'` is a signed-in customer whose
 * sign-in (customer active, session live) the handler's one write checks in
 * its own statement instead of a read before it (`signedInSql`): only for a
 * handler whose every successful answer comes from such a write. Whatever
 * else the handler or the helper refuses (a 400, a 403) is answered only
 * after the sign-in is checked, so a signed-out token still gets its 401.
 */
export type RouteAuth = 'none' | 'customer' | 'customerToken' | 'owner'

/**
 * What a handler learns about the caller, from the token, key or cookie
 * (never from the payload). An owner call has its site, and the signed-in
 * owner when it came with the owner session cookie (null with the owner key).
 */
export type RouteIdentity<A extends RouteAuth> = A extends 'customer'
  ? { customer: RequestCustomer }
  : A extends 'customerToken'
    ? { customer: TokenCustomer }
    : A extends 'owner'
      ? { ownerSite: Site; owner: RequestOwner | null }
      : unknown

/** The decoded parts a handler receives; a part the route declares no codec for is `undefined`. */
export interface RouteParts<B, Q> {
  body: B
  query: Q
  request: FastifyRequest
  reply: FastifyReply
}

/**
 * What a handler receives: decoded parts and the caller's identity.
 *
 * @example
 * const add = async ({ body, customer }: RouteInput<CartAddBody, undefined, 'customer'>) =>
 *   cart.add(customer, body.item)
 */
export type RouteInput<B, Q, A extends RouteAuth = 'none'> = RouteParts<B, Q> & RouteIdentity<A>

/** The request parts whose `customerId` can be checked against the token: only those that have one. */
export type CustomerIdPart<B, Q> =
  | ([B] extends [{ customerId: string }] ? 'body' : never)
  | ([Q] extends [{ customerId: string }] ? 'query' : never)

/** A route's declaration: where it is, who may call it, and the codecs of its input. */
export interface RouteSpec<B, Q, A extends RouteAuth> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /**
   * Default `'none'`. `'customer'` runs `app.requireCustomer` (401 with its error code), `'customerToken'`
   * `app.requireCustomerToken` (the token alone; see `RouteAuth`), `'owner'` runs `app.requireOwner`
   * (owner key or session cookie).
   */
  auth?: A
  /** The body's contract codec; failures answer 400 naming every `body.…` path. */
  body?: t.Type<B, unknown>
  /** What a request without a body (no payload, or JSON `null`) is decoded as. */
  bodyWhenAbsent?: unknown
  /** The query's contract codec; failures answer 400 naming every `query.…` path. */
  query?: t.Type<Q, unknown>
  /**
   * The part whose `customerId` must be the token's customer (403 FORBIDDEN
   * otherwise). Only for `auth: 'customer'` or `'customerToken'`, and only a
   * part whose codec has a `customerId`.
   */
  sameCustomer?: A extends 'customer' | 'customerToken' ? CustomerIdPart<B, Q> : never
  /** Fastify route config (e.g. `{ rateLimit: ... }` for @fastify/rate-limit). */
  config?: RouteShorthandOptions['config']
}

/**
 * What `route()` declares about a route, kept in its Fastify config (`config.declared`)
 * so the app can list it (`app.servedRoutes`) and tests read a route's caller and input from the app.
 */
export interface RouteDeclaration {
  auth: RouteAuth
  body?: t.Decoder<unknown, unknown>
  query?: t.Decoder<unknown, unknown>
}

export type RouteHandler<B, Q, A extends RouteAuth> = (input: RouteInput<B, Q, A>) => unknown

/**
 * Declares a route with its codecs and ownership rule once; this is the one
 * place that authenticates, decodes and checks ownership, in the order the
 * API promises:
 *
 * 1. `auth` (a preHandler): 401 without a valid token or owner key;
 * 2. body and query decoded with their codecs: one 400 listing every failing
 *    path (`body.items.0.quantity`), through `DecodeError` and the errors plugin;
 * 3. `sameCustomer`: 403 when the payload's `customerId` is not the token's.
 *
 * The handler then gets the decoded values, typed by the codecs, and the
 * caller's identity (`customer` or `ownerSite`).
 *
 * @example
 * route(
 *   app,
 *   { method: 'POST', url: CART_ADD_PATH, auth: 'customer', body: CartAddBody, sameCustomer: 'body' },
 *   async ({ body, customer }) => answer(await cart.add(customer, body.item)),
 * )
 */
export function route<B = undefined, Q = undefined, A extends RouteAuth = 'none'>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, A>,
  handler: RouteHandler<B, Q, A>,
): void
export function route(app: FastifyInstance, spec: LooseSpec, handler: (input: LooseInput) => unknown): void {
  const preHandler = {
    none: [],
    customer: [app.requireCustomer],
    customerToken: [app.requireCustomerToken],
    owner: [app.requireOwner],
  }[spec.auth ?? 'none']
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const errors: FieldError[] = []
    const body = decodePart(spec.body, request.body ?? spec.bodyWhenAbsent, 'body', errors)
    const query = decodePart(spec.query, request.query, 'query', errors)
    if (errors.length > 0) throw new DecodeError(errors)
    const input: LooseInput = { body, query, request, reply }
    const claimed = spec.sameCustomer === 'body' ? body : spec.sameCustomer === 'query' ? query : undefined
    if (spec.auth === 'customer') {
      input.customer =
        claimed === undefined ? signedInCustomer(request) : assertSameCustomer(request, customerIdOf(claimed))
    }
    if (spec.auth === 'customerToken') {
      input.customer = tokenCustomerOf(request)
      if (claimed !== undefined && customerIdOf(claimed) !== input.customer.id) throw forbidden()
    }
    if (spec.auth === 'owner') {
      input.ownerSite = assertOwner(request)
      input.owner = request.owner
    }
    return handler(input)
  }
  app.route({
    method: spec.method,
    url: spec.url,
    config: { ...spec.config, declared: { auth: spec.auth ?? 'none', body: spec.body, query: spec.query } },
    preHandler,
    handler:
      spec.auth === 'customerToken'
        ? async (request, reply) => {
            try {
              return await answer(request, reply)
            } catch (error) {
              // Refused before the handler's write checked the sign-in (or by it, for a reason of its own):
              // a signed-out token's 401 comes first.
              if (!(error instanceof AuthError)) await app.auth.checkSignIn(tokenCustomerOf(request))
              throw error
            }
          }
        : answer,
  })
}

/**
 * An owner's POST with a body: `route()` with `method: 'POST'` and `auth: 'owner'`, the shape of most owner calls
 * (the same 401, and the same 400 naming every failing `body.…` path).
 *
 * @example
 * ownerPost(app, OWNER_WEBHOOK_DELETE_PATH, WebhookIdBody, ({ body, ownerSite }) =>
 *   webhooks.delete(ownerSite.id, body._id),
 * )
 */
export function ownerPost<B>(
  app: FastifyInstance,
  url: string,
  body: t.Type<B, unknown>,
  handler: RouteHandler<B, undefined, 'owner'>,
): void {
  route(app, { method: 'POST', url, auth: 'owner', body }, handler)
}

// The implementation's view of the typed overload above: the same shapes with the type parameters erased.
interface LooseSpec {
  method: RouteSpec<unknown, unknown, RouteAuth>['method']
  url: string
  auth?: RouteAuth
  body?: t.Type<unknown, unknown>
  bodyWhenAbsent?: unknown
  query?: t.Type<unknown, unknown>
  sameCustomer?: 'body' | 'query'
  config?: RouteShorthandOptions['config']
}

interface LooseInput extends RouteParts<unknown, unknown> {
  customer?: RequestCustomer | TokenCustomer
  ownerSite?: Site
  owner?: RequestOwner | null
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route()`: the route's caller and input codecs (see `RouteDeclaration`). */
    declared?: RouteDeclaration
  }
}

function decodePart(
  codec: t.Type<unknown, unknown> | undefined,
  input: unknown,
  root: 'body' | 'query',
  errors: FieldError[],
): unknown {
  if (!codec) return undefined
  const result = decode(codec, input, root)
  if (result.ok) return result.value
  errors.push(...result.errors)
  return undefined
}

// The overload's types guarantee a `customerId` string on the declared part; this is the check at run time.
function customerIdOf(part: unknown): string {
  if (typeof part === 'object' && part !== null && 'customerId' in part && typeof part.customerId === 'string') {
    return part.customerId
  }
  throw new Error('route: sameCustomer names a part without a customerId string')
}

function tokenCustomerOf(request: FastifyRequest): TokenCustomer {
  if (!request.tokenCustomer) {
    throw new Error('route: auth "customerToken" ran without app.requireCustomerToken setting tokenCustomer')
  }
  return request.tokenCustomer
}

function assertOwner(request: FastifyRequest): Site {
  if (!request.ownerSite) throw new Error('route: auth "owner" ran without app.requireOwner setting ownerSite')
  return request.ownerSite
}
