import type { FastifyInstance } from 'fastify'
import * as t from 'io-ts'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { RequestCustomer } from '../identity/customer.js'
import type { RequestOwner } from '../identity/owner.js'
import { DEMO_OWNER_TEST_NUMBER, ownerSignIn } from '../modules/owner-auth/test-helpers.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../modules/auth/test-helpers.js'
import type { Site } from '../modules/site/site-repository.js'
import { useTestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'
import { route } from './route.js'
import { errorPaths } from '../test/answers.js'

const OWNER_KEY = 'demo-owner-key-0123456789'

const Owned = t.type({ customerId: t.string, items: t.array(t.type({ quantity: t.number })) })
const OwnedQuery = t.type({ customerId: t.string })
const Note = t.type({ text: t.string })
const Page = t.partial({ page: t.string })

/** Test routes that exercise the helper the way feature modules use it. */
function registerProbes(app: FastifyInstance) {
  route(
    app,
    { method: 'POST', url: '/test/route/owned', auth: 'customer', body: Owned, sameCustomer: 'body' },
    async ({ body, query, customer }) => {
      expectTypeOf(body).toEqualTypeOf<{ customerId: string; items: { quantity: number }[] }>()
      expectTypeOf(query).toEqualTypeOf<undefined>()
      expectTypeOf(customer).toEqualTypeOf<RequestCustomer>()
      return { customerId: customer.id, quantities: body.items.map((item) => item.quantity) }
    },
  )
  route(
    app,
    { method: 'GET', url: '/test/route/owned', auth: 'customer', query: OwnedQuery, sameCustomer: 'query' },
    async ({ query, customer }) => ({
      asked: query.customerId,
      signedIn: customer.id,
    }),
  )
  route(app, { method: 'POST', url: '/test/route/public', body: Note, query: Page }, async ({ body, query }) => {
    expectTypeOf(query).toEqualTypeOf<{ page?: string }>()
    return { text: body.text, page: query.page ?? null }
  })
  route(
    app,
    { method: 'POST', url: '/test/route/owner', auth: 'owner', body: Page, bodyWhenAbsent: {} },
    async ({ body, ownerSite, owner }) => {
      expectTypeOf(ownerSite).toEqualTypeOf<Site>()
      expectTypeOf(owner).toEqualTypeOf<RequestOwner | null>()
      return { site: ownerSite.subdomain, page: body.page ?? '/', owner: owner?.phoneNumber ?? null }
    },
  )
}

describe.each(testDatabases)('route() on $name', (kind) => {
  const ctx = useTestApp(kind, {
    env: {
      OTP_TEST_NUMBERS: `${TEST_NUMBERS_ENV.OTP_TEST_NUMBERS},${DEMO_OWNER_TEST_NUMBER}`,
      OWNER_KEYS: `demo:${OWNER_KEY}`,
    },
  })
  let alice: SignedIn
  let bob: SignedIn
  beforeAll(async () => {
    registerProbes(ctx.app)
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
  })

  const postOwned = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/test/route/owned',
      headers: { host: 'demo.localhost', ...headers },
      payload,
    })

  it('hands the decoded body and the token customer to the handler', async () => {
    const response = await postOwned(
      { customerId: alice.customerId, items: [{ quantity: 2 }, { quantity: 3 }] },
      { authorization: alice.authorization },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ customerId: alice.customerId, quantities: [2, 3] })
  })

  it('answers a bad body with 400 naming every field path', async () => {
    const response = await postOwned(
      { customerId: 7, items: [{ quantity: 'x' }] },
      { authorization: alice.authorization },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      errors: [
        { path: 'body.customerId', message: 'expected string' },
        { path: 'body.items.0.quantity', message: 'expected number' },
      ],
    })
  })

  it('answers 403 when the body names another customer than the token', async () => {
    const response = await postOwned({ customerId: bob.customerId, items: [] }, { authorization: alice.authorization })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
  })

  it('answers 401 without a token, before looking at the body', async () => {
    const good = await postOwned({ customerId: alice.customerId, items: [] })
    expect(good.statusCode).toBe(401)
    expect(good.json().code).toBe('NO_TOKEN')
    const bad = await postOwned({ items: 'nope' })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().code).toBe('NO_TOKEN')
  })

  it('checks the query customerId when the route says so', async () => {
    const own = await ctx.app.inject({
      url: `/test/route/owned?customerId=${alice.customerId}`,
      headers: { host: 'demo.localhost', authorization: alice.authorization },
    })
    expect(own.json()).toEqual({ asked: alice.customerId, signedIn: alice.customerId })
    const other = await ctx.app.inject({
      url: `/test/route/owned?customerId=${bob.customerId}`,
      headers: { host: 'demo.localhost', authorization: alice.authorization },
    })
    expect(other.statusCode).toBe(403)
  })

  it('decodes body and query of a public route and reports both parts at once', async () => {
    const good = await ctx.app.inject({ method: 'POST', url: '/test/route/public?page=2', payload: { text: 'hi' } })
    expect(good.json()).toEqual({ text: 'hi', page: '2' })
    const bad = await ctx.app.inject({ method: 'POST', url: '/test/route/public?page=1&page=2', payload: { text: 1 } })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad)).toEqual(['body.text', 'query.page'])
  })

  it('gives owner routes the key site, and decodes a missing body as bodyWhenAbsent', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/test/route/owner' })
    expect(none.statusCode).toBe(401)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/route/owner',
      headers: { authorization: `Bearer ${OWNER_KEY}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ site: 'demo', page: '/', owner: null })
  })

  it('gives owner routes the signed-in owner of a session cookie', async () => {
    const owner = await ownerSignIn(ctx.app)
    const response = await ctx.app.inject({ method: 'POST', url: '/test/route/owner', headers: owner.headers })
    expect(response.json()).toEqual({ site: 'demo', page: '/', owner: '9999988888' })
  })

  it('lists each route with its caller and input codecs in app.servedRoutes, and the others without', () => {
    const served = (method: string, url: string) =>
      ctx.app.servedRoutes.find((route) => route.method === method && route.url === url)
    expect(served('POST', '/test/route/owned')).toEqual({
      method: 'POST',
      url: '/test/route/owned',
      declared: { auth: 'customer', body: Owned, query: undefined },
    })
    expect(served('GET', '/test/route/owned')?.declared).toEqual({
      auth: 'customer',
      body: undefined,
      query: OwnedQuery,
    })
    expect(served('POST', '/test/route/public')?.declared).toEqual({ auth: 'none', body: Note, query: Page })
    expect(served('GET', '/healthz')).toEqual({ method: 'GET', url: '/healthz' })
    expect(served('HEAD', '/healthz')).toBeUndefined()
  })

  it('refuses ownership rules that cannot hold at compile time (see ownershipRulesAreTyped)', () => {
    expectTypeOf(ownershipRulesAreTyped).toBeFunction()
  })
})

// Compile-time rules: `tsc` fails if any of these calls type-checks (the function is never called).
function ownershipRulesAreTyped(app: FastifyInstance) {
  // @ts-expect-error sameCustomer needs a part whose codec has a customerId
  route(app, { method: 'POST', url: '/x', auth: 'customer', body: Note, sameCustomer: 'body' }, () => null)
  // @ts-expect-error sameCustomer needs auth: 'customer'
  route(app, { method: 'POST', url: '/x', body: Owned, sameCustomer: 'body' }, () => null)
  // @ts-expect-error a public route's handler gets no customer
  route(app, { method: 'POST', url: '/x', body: Owned }, ({ customer }) => customer)
}
