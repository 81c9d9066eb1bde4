import fc from 'fast-check'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET_CART_PATH, CART_ADD_PATH } from '../../contract/cart.js'
import { CATALOGUE_ITEMS_PATH } from '../../contract/catalogue.js'
import { OWNER_MESSAGES_PATH, SEND_MESSAGE_PATH } from '../../contract/chat.js'
import { CONTACT_PATH } from '../../contract/contact.js'
import { OWNER_PAGE_PATH } from '../../contract/owner.js'
import { PAGE_PATH } from '../../contract/page.js'
import { UNSAFE_TEXT_MESSAGE } from '../../contract/text.js'
import { isUnencodableText } from '../db/unencodable.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../modules/auth/test-helpers.js'
import { useTestApp } from '../test/app.js'
import { testDatabases } from '../test/databases.js'
import { BAD_URL_ANSWER } from './errors.js'
import { testSection } from '../../contract/testing/test-section.js'

const OWNER_KEY = 'demo-owner-key-errors-0123456789'
const owner = { authorization: `Bearer ${OWNER_KEY}` }

/** What the database throws for `query`, or undefined when it runs. */
async function databaseError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
    return undefined
  } catch (error) {
    return error
  }
}

describe.each(testDatabases)('errors the client caused, on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${OWNER_KEY}` } })
  let alice: SignedIn
  beforeAll(async () => {
    alice = await signIn(ctx.app, 1)
  })

  const pathsOf = (response: { json(): { errors?: { path: string; message: string }[] } }) =>
    response.json().errors?.map((error) => [error.path, error.message])

  it('refuses NUL and lone surrogates with a 400 naming the field, in bodies and queries alike', async () => {
    const asAlice = { authorization: alice.authorization }
    const cases = [
      {
        method: 'POST',
        url: SEND_MESSAGE_PATH,
        headers: asAlice,
        payload: { senderId: alice.customerId, customerId: alice.customerId, message: 'hi\u0000there' },
        path: 'body.message',
      },
      {
        method: 'POST',
        url: CART_ADD_PATH,
        headers: asAlice,
        payload: { customerId: alice.customerId, item: { _id: 'i\u0000' } },
        path: 'body.item._id',
      },
      {
        method: 'POST',
        url: CART_ADD_PATH,
        headers: asAlice,
        payload: { customerId: alice.customerId, item: { _id: 'i', quantity: { n: '\ud800' } } },
        path: 'body.item.quantity.n',
      },
      {
        method: 'POST',
        url: OWNER_MESSAGES_PATH,
        headers: owner,
        payload: { customerId: alice.customerId, message: 'x\udc00' },
        path: 'body.message',
      },
      {
        method: 'PUT',
        url: OWNER_PAGE_PATH,
        headers: owner,
        payload: {
          sections: [testSection('Main Header', [['Title', 'a\ud800']], { _id: 'hero' })],
        },
        path: 'body.sections.0.values.0.value',
      },
      {
        method: 'PUT',
        url: OWNER_PAGE_PATH,
        headers: owner,
        payload: { sections: [], colorPalette: { '\ud800': '#fff' } },
        path: 'body.colorPalette.\ufffd',
        // The palette's keys are its named roles: an unknown one is refused as such, whatever it holds.
        message: 'expected PaletteRole',
      },
      {
        method: 'POST',
        url: CONTACT_PATH,
        headers: {},
        payload: { name: 'Asha\u0000', contact: '9829012345', countryCode: '+91', subdomain: 'demo' },
        path: 'body.name',
      },
      { method: 'GET', url: `${PAGE_PATH}?subdomain=%00`, headers: {}, path: 'query.subdomain' },
      { method: 'GET', url: `${CATALOGUE_ITEMS_PATH}?catalogueId=a%00`, headers: {}, path: 'query.catalogueId' },
    ] as const
    for (const { path, ...request } of cases) {
      const message = 'message' in request ? request.message : UNSAFE_TEXT_MESSAGE
      const { message: _, ...call } = { message: null, ...request }
      const response = await ctx.app.inject({ remoteAddress: '10.1.1.1', ...call })
      expect([request.url, response.statusCode, response.json().code]).toEqual([request.url, 400, 'BAD_REQUEST'])
      // (An `item` is a union of `{ _id }` and `{ productId }`: both branches report.)
      expect(pathsOf(response)).toContainEqual([path, message])
    }
  })

  it('answers 400, not 500, when such text reaches the database anyway (read before any codec)', async () => {
    // The token is checked before the query is decoded, and finding its site reads `subdomain` straight from the
    // request.
    const bySubdomain = await ctx.app.inject({
      url: `${GET_CART_PATH}?customerId=${alice.customerId}&subdomain=%00`,
      headers: { authorization: alice.authorization },
    })
    expect([bySubdomain.statusCode, bySubdomain.json()]).toEqual([
      400,
      { message: `Invalid request: text ${UNSAFE_TEXT_MESSAGE}`, code: 'BAD_REQUEST' },
    ])
    // A Host header is never decoded by a codec: a custom domain with NUL is looked up as it is.
    const byHost = await ctx.app.inject({
      url: `${CATALOGUE_ITEMS_PATH}?slug=x`,
      headers: { host: 'shop\u0000.example.com' },
    })
    expect([byHost.statusCode, byHost.json().code]).toEqual([400, 'BAD_REQUEST'])
  })

  it('recognises the database’s own encoding errors, and only those', async () => {
    const db = ctx.database.db
    const nul = await databaseError(() => sql`select ${'a\u0000b'}::text`.execute(db))
    const jsonNul = await databaseError(() => sql`select ${JSON.stringify({ a: '\u0000' })}::jsonb`.execute(db))
    const jsonSurrogate = await databaseError(() => sql`select ${JSON.stringify({ a: '\ud800' })}::jsonb`.execute(db))
    expect([nul, jsonNul, jsonSurrogate].map(isUnencodableText)).toEqual([true, true, true])
    expect((nul as { code?: string }).code).toBe('22021')
    expect((jsonNul as { code?: string }).code).toBe('22P05')

    const notJson = await databaseError(() => sql`select ${'{'}::jsonb`.execute(db))
    const notUuid = await databaseError(() => sql`select ${'x'}::uuid`.execute(db))
    const missing = await databaseError(() => sql`select * from no_such_table`.execute(db))
    expect([notJson, notUuid, missing].map(isUnencodableText)).toEqual([false, false, false])
    expect(
      [new Error('boom'), null, 'text', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })].map(
        isUnencodableText,
      ),
    ).toEqual([false, false, false, false])
  })
})

describe.each(testDatabases.slice(0, 1))('unknown routes on $name', (kind) => {
  const ctx = useTestApp(kind)

  it('answer { message, code: NOT_FOUND } for any method and path no route serves', async () => {
    const method = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') as fc.Arbitrary<
      'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'
    >
    const path = fc.oneof(
      fc.constantFrom(
        '/',
        '/nothing',
        '/business_website/nothing',
        '/auth/nothing',
        '/healthz',
        PAGE_PATH,
        `${CART_ADD_PATH}/more`,
      ),
      fc.webPath().map((webPath) => (webPath.startsWith('/') ? webPath : `/${webPath}`)),
    )
    await fc.assert(
      fc.asyncProperty(method, path, async (method, url) => {
        const response = await ctx.app.inject({ method, url, payload: method === 'OPTIONS' ? undefined : { a: 1 } })
        if (response.statusCode === 400 && response.json().code === BAD_URL_ANSWER.code) return
        expect([method, url, response.statusCode, response.json()]).toEqual([
          method,
          url,
          404,
          { message: 'Not found', code: 'NOT_FOUND' },
        ])
      }),
      { numRuns: 60 },
    )
  })

  it('answer a URL the router cannot read (bad %-encoding, long parameter) with 400 { message, code }', async () => {
    for (const url of ['/%ED%A0%80', `/business_website/payment_webhook/${'%00'.repeat(120)}`]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: {} })
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, BAD_URL_ANSWER])
    }
  })

  it('keeps the site’s 404 page for a GET of an unknown page, and JSON under the API prefixes', async () => {
    const page = await ctx.app.inject({ url: '/no-such-page', headers: { host: 'demo.localhost' } })
    expect([page.statusCode, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8'])
    expect(page.body).toMatch(/<html/)
    for (const url of ['/business_website/nothing', '/auth/nothing', '/upload/nothing']) {
      const api = await ctx.app.inject({ url })
      expect([url, api.statusCode, api.json()]).toEqual([url, 404, { message: 'Not found', code: 'NOT_FOUND' }])
    }
  })
})
