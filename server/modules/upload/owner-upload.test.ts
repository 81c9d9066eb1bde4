import { beforeAll, describe, expect, it } from 'vitest'
import { GET_MESSAGES_PATH, OWNER_MESSAGES_PATH, type ChatMessage } from '../../../contract/chat.js'
import { OWNER_UPLOAD_PATH, OwnerUploadResponse } from '../../../contract/owner-inbox.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf, failureOf } from '../order/test-helpers.js'
import { UPLOAD_PATH } from './routes.js'
import { multipartBody, pdf, pixelsOf, png, type TestFile, appWithDataDir } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-upload-0123456789'
const ACME_KEY = 'acme-owner-key-upload-0123456789'
const RATE_LIMIT = 4

describe.each(testDatabases)('owner upload on $name', (kind) => {
  let siteId: string
  let alice: SignedIn

  const upload = (url: string, authorization: string | null, fields: Record<string, string>, file?: TestFile) => {
    const { body, contentType } = multipartBody(fields, file)
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
    })
  }
  const asOwner = (fields: Record<string, string>, file?: TestFile, key = DEMO_KEY) =>
    upload(OWNER_UPLOAD_PATH, `Bearer ${key}`, fields, file)
  const image = (content = png(), filename = 'menu.png'): TestFile => ({ filename, contentType: 'image/png', content })
  const document = (bytes: number, filename = 'price-list.pdf'): TestFile => ({
    filename,
    contentType: 'application/pdf',
    content: Buffer.concat([pdf(), Buffer.alloc(bytes, 0x20)]),
  })

  const ctx = appWithDataDir(kind, {
    ...TEST_NUMBERS_ENV,
    OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}`,
    UPLOAD_RATE_LIMIT: String(RATE_LIMIT),
    UPLOAD_QUOTA_MB: '1',
  })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    siteId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    alice = await signIn(ctx.app, 1)
  })

  it("stores the owner's image as the site's (no customer), serves it, and the owner replies with it", async () => {
    const bytes = png(1500)
    const { url } = answerOf(
      OwnerUploadResponse,
      await asOwner({ folder: 'chat-widget/images', fileName: 'Diwali menu.png' }, image(bytes)),
    )
    expect(url).toMatch(
      new RegExp(`^/uploads/${siteId}/chat-widget/images/\\d{4}/\\d{2}/[0-9a-f-]{36}/Diwali-menu\\.png$`),
    )
    const served = await ctx.app.inject({ url })
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png'])
    expect(await pixelsOf(served.rawPayload)).toEqual(await pixelsOf(bytes))
    const recorded = await ctx.app.db
      .selectFrom('uploads')
      .select(['siteId', 'customerId', 'bytes'])
      .where('key', '=', url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow()
    expect(recorded).toEqual({ siteId, customerId: null, bytes: served.rawPayload.length })

    const reply = await ctx.app.inject({
      method: 'POST',
      url: OWNER_MESSAGES_PATH,
      headers: { authorization: `Bearer ${DEMO_KEY}` },
      payload: { customerId: alice.customerId, type: 'image', message: url, caption: 'Our Diwali menu' },
    })
    expect(reply.statusCode).toBe(200)
    const seen = (
      await ctx.app.inject({ url: GET_MESSAGES_PATH, headers: { authorization: alice.authorization } })
    ).json().messages as ChatMessage[]
    expect(seen.find((message) => message.type === 'image')).toMatchObject({
      message: url,
      caption: 'Our Diwali menu',
      sender: 'system',
    })
  })

  it('checks types like the customers’ upload, and takes only the owner', async () => {
    const wrong = await asOwner({ folder: 'chat-widget/images' }, document(10))
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_FILE_TYPE'])
    const noFolder = await asOwner({}, image())
    expect([noFolder.statusCode, noFolder.json().errors[0].path]).toEqual([400, 'body.folder'])
    expect(
      (await upload(OWNER_UPLOAD_PATH, alice.authorization, { folder: 'chat-widget/images' }, image())).statusCode,
    ).toBe(401)
    expect((await upload(OWNER_UPLOAD_PATH, null, { folder: 'chat-widget/images' }, image())).statusCode).toBe(401)
  })

  it("counts against the site's quota, which the customers' uploads share", async () => {
    expect(
      (await upload(UPLOAD_PATH, alice.authorization, { folder: 'chat-widget/document' }, document(700 * 1024)))
        .statusCode,
    ).toBe(200)
    expect(failureOf(await asOwner({ folder: 'chat-widget/document' }, document(700 * 1024)))).toEqual([
      413,
      expect.any(String),
      'UPLOAD_QUOTA_EXCEEDED',
    ])
  })

  it('is limited per site, apart from the customers and from other sites', async () => {
    // The owner's four uploads above (refused ones too, like the customers') used up the limit.
    const limited = await asOwner({ folder: 'chat-widget/images' }, image())
    expect([limited.statusCode, limited.json().code, Number(limited.headers['retry-after']) > 0]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      true,
    ])
    expect((await upload(UPLOAD_PATH, alice.authorization, { folder: 'chat-widget/images' }, image())).statusCode).toBe(
      200,
    )
    expect((await asOwner({ folder: 'chat-widget/images' }, image(), ACME_KEY)).statusCode).toBe(200)
  })
})
