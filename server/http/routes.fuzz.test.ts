import { PRODUCT_FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../../contract/storefront-files.js'
import { OWNER_MANIFEST_PATH } from '../../contract/push.js'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorResponse } from '../../contract/errors.js'
import { OWNER_SESSION_COOKIE } from '../../contract/owner-auth.js'
import { DEMO_OWNER } from '../db/seed/demo-owner.js'
import { OWNER_UPLOAD_PATH } from '../../contract/owner-inbox.js'
import { LOGOUT_PATH, REAUTH_PATH } from '../../contract/auth.js'
import { SANDBOX_CHECKOUT_PATH } from '../../contract/payment.js'
import { UPLOADS_URL_PREFIX } from '../providers/storage/index.js'
import {
  forgetCodeRequests,
  signIn,
  TEST_NUMBERS_ENV,
  testCode,
  testPhone,
  type SignedIn,
} from '../modules/auth/test-helpers.js'
import { FOLDER_RULES } from '../modules/upload/file-type.js'
import { UPLOAD_PATH } from '../modules/upload/routes.js'
import { startTestDnsServer } from '../modules/domain/dns-test-helpers.js'
import { jpeg, multipartBody, pdf, png } from '../modules/upload/test-helpers.js'
import type { RouteDeclaration } from './route.js'
import type { ServedRoute } from './served-routes.js'
import { useTestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'
import {
  brokenQuery,
  deeplyNestedJson,
  encodeComponent,
  hostileJson,
  hostileText,
  mutated,
  queryStringOf,
  valuesOf,
  type TextHint,
} from '../test/fuzz.js'

/**
 * Throws generated requests at every route the app serves and asserts that
 * none answers 5xx, and that every JSON error is `{ message, code }`.
 * Routes, and the caller and input codecs of those declared with `route()`,
 * come from the app itself (`app.servedRoutes`): a new route with input is
 * fuzzed with valid and mutated values of its codecs as soon as it is
 * declared. A route registered without `route()` reads its request itself;
 * those are named below, so a new one fails the test until it is declared
 * with `route()` (or added there, with the reason). Each request is sent
 * as nobody, a signed-in customer, the owner (key or session cookie, from
 * the page's origin or another) or a forged token or cookie, to a known or
 * unknown host, with a body that is valid, valid with one part replaced by
 * hostile JSON, hostile JSON, deeply nested, malformed or absent, and a
 * query likewise; a `:name` path parameter gets a known value, an unknown
 * one or hostile text. The upload takes multipart bodies
 * (fields and a file, hostile or not) over a real socket: it reads the
 * request stream itself, which `inject` only imitates.
 */

const OWNER_KEY = 'demo-owner-key-fuzz-0123456789'
/** The routes that read a multipart stream themselves (the customers' and the owner's upload). */
const MULTIPART_PATHS = [UPLOAD_PATH, OWNER_UPLOAD_PATH]
/**
 * The routes served without `route()`: they take no decoded input but read a
 * header, a cookie, a path or a multipart stream themselves (sent JSON and junk
 * here), or are served by a plugin (static files, pages).
 */
const UNDECLARED = [
  'GET /healthz',
  `POST ${REAUTH_PATH}`,
  `POST ${LOGOUT_PATH}`,
  `POST ${UPLOAD_PATH}`,
  `POST ${OWNER_UPLOAD_PATH}`,
  `GET ${UPLOADS_URL_PREFIX}*`,
  `GET ${SANDBOX_CHECKOUT_PATH}`,
  // The sign-up page on the platform host, rendered like the site pages.
  'GET /start',
  // The owner app's web app manifest: reads the Host only.
  `GET ${OWNER_MANIFEST_PATH}`,
  // What search engines and shopping surfaces read of a site: the Host only.
  `GET ${ROBOTS_PATH}`,
  `GET ${SITEMAP_PATH}`,
  `GET ${PRODUCT_FEED_PATH}`,
  'GET /*',
]
/** 40 keeps the suite quick; `FUZZ_RUNS=1000` hunts longer. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 40

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

interface Answer {
  statusCode: number
  contentType: string
  body: string
}

/** Sends `request` to a listening app over a real connection; undefined when Node refuses it (NUL in a header). */
async function overSocket(address: AddressInfo, request: FuzzRequest): Promise<Answer | undefined> {
  const body = request.payload === undefined ? undefined : Buffer.from(request.payload)
  const headers = body ? { ...request.headers, 'content-length': String(body.length) } : request.headers
  let outgoing: http.ClientRequest
  try {
    // A connection per request: a kept-alive one may be reused just as the server closes it
    // (after a 400 it answers `connection: close`).
    outgoing = http.request({
      host: address.address,
      port: address.port,
      method: request.method,
      path: request.url,
      headers,
      agent: false,
    })
  } catch {
    return undefined
  }
  return new Promise((resolve, reject) => {
    outgoing.on('error', reject)
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () =>
        resolve({
          statusCode: incoming.statusCode ?? 0,
          contentType: String(incoming.headers['content-type']),
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    outgoing.end(body)
  })
}

/** Test numbers 30–39 are the fuzzer's to send codes to; 0–29 sign in. */
const fuzzPhone = fc.integer({ min: 30, max: 39 })
const SIGN_IN_NUMBERS = 30

/** Ids and names of the seeded demo, so generated bodies name real rows and reach past the lookups. */
async function demoValues(ctx: ReturnType<typeof useTestApp>) {
  const db = ctx.database.db
  const items = await db.selectFrom('catalogueItems').select(['id', 'slug', 'variants', 'packages']).execute()
  const catalogues = await db.selectFrom('catalogues').select(['id', 'topicId']).execute()
  const choiceIds = items.flatMap((item) =>
    [...(item.variants as { _id: string }[]), ...(item.packages as { _id: string }[])].map((choice) => choice._id),
  )
  return {
    itemIds: items.map((item) => item.id),
    slugs: items.map((item) => item.slug),
    catalogueIds: catalogues.map((catalogue) => catalogue.id),
    topicIds: catalogues.flatMap((catalogue) => (catalogue.topicId ? [catalogue.topicId] : [])),
    choiceIds,
  }
}

describe.each(testDatabases)('every route, fuzzed, on $name', (kind) => {
  // Uploads that pass are stored: under a folder of their own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fuzz-'))
  // The custom-domain check asks a local DNS server (every name unknown), never the machine's resolver.
  const app: { cnameResolver?: Awaited<ReturnType<typeof startTestDnsServer>>['resolver'] } = {}
  beforeAll(async () => {
    const dns = await startTestDnsServer()
    app.cnameResolver = dns.resolver
    return () => dns.close()
  })
  const ctx = useTestApp(kind, {
    env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${OWNER_KEY}`, DATA_DIR: dataDir },
    app,
  })
  let address: AddressInfo
  let routes: readonly ServedRoute[]
  let demo: Awaited<ReturnType<typeof demoValues>>
  let nextPhone = 0
  let nextIp = 0

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 })
    address = ctx.app.server.address() as AddressInfo
    routes = ctx.app.servedRoutes
    demo = await demoValues(ctx)
  })
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  const send = async (route: ServedRoute, request: FuzzRequest): Promise<Answer | undefined> => {
    const remoteAddress = `10.9.${Math.floor(nextIp / 250) % 250}.${(nextIp++ % 250) + 1}`
    if (MULTIPART_PATHS.includes(route.url)) return overSocket(address, request)
    const response = await ctx.app.inject({ ...request, remoteAddress })
    return {
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type']),
      body: response.body,
    }
  }

  it('knows the input of every route: declared with route(), or one of the few reading the request themselves', () => {
    const served = routes.map((route) => `${route.method} ${route.url}`)
    expect(routes.filter((route) => route.declared?.body ?? route.declared?.query).length).toBeGreaterThan(40)
    expect(UNDECLARED.filter((key) => !served.includes(key))).toEqual([])
    expect(routes.filter((route) => !route.declared && !UNDECLARED.includes(`${route.method} ${route.url}`))).toEqual(
      [],
    )
  })

  it('refuses a call without credentials to every route declared for a customer or the owner', async () => {
    const guarded = routes.filter((route) => route.declared && route.declared.auth !== 'none')
    expect(guarded.length).toBeGreaterThan(20)
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await ctx.app.inject({
          method: route.method as FuzzRequest['method'],
          url: route.url,
          headers: { host: 'demo.localhost' },
        })
        return `${route.method} ${route.url} ${response.statusCode}`
      }),
    )
    expect(answers).toEqual(guarded.map((route) => `${route.method} ${route.url} 401`))
  })

  it(
    'answers no generated request with a 5xx, and every JSON error as { message, code }',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = []
      for (const route of routes) {
        // A fresh sign-in per route: the logout route ends the session of the token it is sent.
        // Numbers 0–29 are signed in in turn; reusing one needs its code requests forgotten (rate limit).
        if (nextPhone > 0 && nextPhone % SIGN_IN_NUMBERS === 0) await forgetCodeRequests(ctx.database.db)
        const customer = await signIn(ctx.app, nextPhone++ % SIGN_IN_NUMBERS)
        // A fresh owner session per route too: the owner logout ends the one it is sent.
        const site = (await ctx.app.tenancy.siteBySubdomain('demo'))!
        const demoOwner = (await ctx.app.ownerAuth.owners.byPhone(site.id, DEMO_OWNER))!
        const { token: ownerToken } = await ctx.app.ownerAuth.sessions.start(demoOwner, site)
        const result = await fc.check(
          fc.asyncProperty(requestOf(route, customer, ownerToken), async (request) => {
            const response = await send(route, request)
            if (!response) return
            if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`)
            // 431 (the URL overflows Node's header limit) is answered by Node's HTTP parser,
            // before Fastify has a request to route.
            if (
              response.statusCode >= 400 &&
              response.statusCode !== 431 &&
              response.contentType.startsWith('application/json')
            ) {
              const decoded = ErrorResponse.decode(JSON.parse(response.body))
              if (decoded._tag === 'Left' || decoded.right.code === undefined)
                throw new Error(`error without { message, code }: ${response.body.slice(0, 200)}`)
            }
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url}: ${String(result.errorInstance).slice(0, 300)} (seed ${result.seed})` +
              ` for ${JSON.stringify(result.counterexample).slice(0, 600)}`,
          )
        }
      }
      expect(failures).toEqual([])
    },
  )

  function requestOf(route: ServedRoute, customer: SignedIn, ownerToken: string) {
    const input: Partial<RouteDeclaration> = route.declared ?? {}
    const hint: TextHint = (key) => {
      const phone = fuzzPhone.map(testPhone)
      switch (key) {
        case 'customerId':
        case 'senderId':
          return fc.oneof(
            { weight: 4, arbitrary: fc.constant(customer.customerId) },
            { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
          )
        case 'subdomain':
          return fc.constantFrom('demo', 'demo', 'demo', 'nosuch', 'DEMO ')
        case 'phoneNumber':
          return phone.map((it) => it.phoneNumber)
        case 'countryCode':
          return fc.constantFrom('+91', '+1', '91')
        case 'otp':
          return fc.oneof(fuzzPhone.map(testCode), fc.constant('000000'))
        case '_id':
        case 'productId':
          return fc.constantFrom(...demo.itemIds, ...demo.choiceIds, 'nope')
        case 'selectedVariant':
        case 'selectedPackage':
        case 'value':
          return fc.constantFrom(...demo.choiceIds, 'nope')
        case 'slug':
          return fc.constantFrom(...demo.slugs)
        case 'catalogueId':
          return fc.constantFrom(...demo.catalogueIds, 'nope')
        case 'selectedTopic':
          return fc.constantFrom(...demo.topicIds, 'nope')
        case 'pincode':
          return fc.constantFrom('302017', '999999', '12345', ' 302017 ')
        case 'since':
          return fc.constantFrom('2026-01-01T00:00:00.000Z', 'yesterday', '')
        case 'customRoute':
          return fc.constantFrom('/', '/about', 'about', '//', '/a/../b')
        default:
          return undefined
      }
    }
    const partOf = (codec: RouteDeclaration['body']) => {
      const valid = codec ? valuesOf(codec, hint) : fc.constant({})
      return fc.oneof(
        { weight: 3, arbitrary: valid },
        { weight: 4, arbitrary: mutated(valid) },
        { weight: 1, arbitrary: hostileJson },
      )
    }
    const upload = fc
      .record({
        folder: fc.oneof(fc.constantFrom(...Object.keys(FOLDER_RULES), 'nope'), hostileText),
        fileName: fc.oneof(fc.constantFrom('a.png', 'doc.pdf'), hostileText),
        filename: fc.constantFrom('a.png', 'x.pdf', 'a"b.png', '..\\..\\x', 'ü.png'),
        content: fc.constantFrom(png(), pdf(), jpeg(), Buffer.from('not a file'), Buffer.alloc(0)),
        withFile: fc.boolean(),
      })
      .map(({ folder, fileName, filename, content, withFile }) => {
        const { body, contentType } = multipartBody(
          { folder, fileName },
          withFile ? { filename, contentType: 'application/octet-stream', content } : undefined,
        )
        return { payload: body, type: contentType }
      })
    const payload = fc.oneof(
      ...(MULTIPART_PATHS.includes(route.url) ? [{ weight: 12, arbitrary: upload }] : []),
      {
        weight: 8,
        arbitrary: partOf(input.body).map((body) => ({
          payload: JSON.stringify(body) ?? 'null',
          type: 'application/json',
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          payload: deeplyNestedJson({ customerId: customer.customerId }),
          type: 'application/json',
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          payload: fc.oneof(
            fc.constantFrom('{"a":', '"\\u0000"', '{"__proto__":{"x":1}}', '{"message":"\\ud800"}', ''),
            hostileText,
          ),
          type: fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
          ),
        }),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    const query = fc.oneof(
      { weight: 6, arbitrary: partOf(input.query).map(queryStringOf) },
      { weight: 2, arbitrary: brokenQuery },
      { weight: 2, arbitrary: fc.constant('') },
    )
    const wildcard = fc.oneof(
      fc.constantFrom('', 'a', 'about', 'chat', 'x/y.png', '%00', '..%2f..%2fetc%2fpasswd', '%ED%A0%80'),
      hostileText.map(encodeComponent),
    )
    // A `:name` path parameter (the webhook's site): a known value, an unknown one or hostile text.
    const parameter = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('demo', 'nosuch', 'DEMO') },
      { weight: 1, arbitrary: hostileText.map(encodeComponent) },
    )
    const authorization = fc.oneof(
      { weight: 4, arbitrary: fc.constant(customer.authorization) },
      { weight: 3, arbitrary: fc.constant(`Bearer ${OWNER_KEY}`) },
      { weight: 1, arbitrary: fc.constantFrom(undefined, 'Bearer forged.token.here', 'Basic \u0000') },
      { weight: 2, arbitrary: fc.constant(undefined) },
    )
    const cookie = fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constant(`${OWNER_SESSION_COOKIE}=${ownerToken}`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          `${OWNER_SESSION_COOKIE}=forged`,
          `${OWNER_SESSION_COOKIE}=${'a'.repeat(43)}`,
          `${OWNER_SESSION_COOKIE}=%E0%A4%A`,
          'other=1',
        ),
      },
    )
    const origin = fc.constantFrom(undefined, 'http://demo.localhost', 'http://evil.example', 'null')
    const host = fc.oneof(
      { weight: 6, arbitrary: fc.constant('demo.localhost') },
      { weight: 1, arbitrary: fc.constantFrom('localhost', 'nosuch.localhost', 'shop.example.com') },
    )
    const fields = { payload, query, wildcard, parameter, authorization, cookie, origin, host }
    return fc
      .record(fields)
      .map(({ payload, query, wildcard, parameter, authorization, cookie, origin, host }): FuzzRequest => {
        const target = route.url.replace('*', () => wildcard).replace(/:\w+/g, () => parameter)
        const headers: Record<string, string> = { host }
        if (authorization) headers.authorization = authorization
        if (cookie) headers.cookie = cookie
        if (origin) headers.origin = origin
        if (payload && route.method !== 'GET') headers['content-type'] = payload.type
        return {
          method: route.method as FuzzRequest['method'],
          url: query === '' ? target : `${target}?${query}`,
          headers,
          ...(payload && route.method !== 'GET' ? { payload: payload.payload } : {}),
        }
      })
  }
})
