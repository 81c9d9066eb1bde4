import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_MESSAGE_PATH, SEND_QUICK_REPLY_PATH } from '../../../contract/chat.js'
import { DEFAULT_LIMITS } from '../../config.js'
import { buildTestApp, useTestApp, type TestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { UPLOAD_PATH } from '../upload/index.js'
import { multipartBody, pdf } from '../upload/test-helpers.js'
import { expectTooMany } from '../../test/refusals.js'

const MB = 1024 * 1024

describe.each(testDatabases)('per-customer rate limits and the upload quota on $name', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-limits-'))
  const env = { ...TEST_NUMBERS_ENV, DATA_DIR: dataDir, UPLOAD_QUOTA_MB: '1' }
  const ctx = useTestApp(kind, { env })
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  const send = (who: SignedIn, url = SEND_MESSAGE_PATH, app: TestApp = ctx.app, customerId = who.customerId) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: who.authorization },
      payload: { senderId: who.customerId, customerId, message: 'hi' },
    })
  const document = (bytes: number) => Buffer.concat([pdf(), Buffer.alloc(bytes, 0x20)])
  const upload = (who: SignedIn, bytes = 0) => {
    const { body, contentType } = multipartBody(
      // A document is stored byte for byte (a picture is re-encoded without its metadata): its size is what it sent.
      { folder: 'chat-widget/document' },
      { filename: 'price-list.pdf', contentType: 'application/pdf', content: document(bytes) },
    )
    return ctx.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      payload: body,
      headers: { 'content-type': contentType, authorization: who.authorization },
    })
  }
  const storedFiles = () =>
    fs
      .readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).length
  const endWindow = (key: string) =>
    sql`update rate_limit_counters set window_ends_at = now() - interval '1 second' where key = ${key}`.execute(
      ctx.database.db,
    )

  let alice: SignedIn
  let bob: SignedIn
  beforeAll(async () => {
    alice = await signIn(ctx.app, 1)
    bob = await signIn(ctx.app, 2)
  })

  it(`takes ${DEFAULT_LIMITS.messagesPerMinute} messages a minute (both send calls), then 429`, async () => {
    for (let index = 0; index < DEFAULT_LIMITS.messagesPerMinute; index++) {
      const sent = await send(alice, index % 2 === 0 ? SEND_MESSAGE_PATH : SEND_QUICK_REPLY_PATH)
      expect(sent.statusCode).toBe(200)
      const remaining = DEFAULT_LIMITS.messagesPerMinute - index - 1
      expect(sent.headers).toMatchObject({
        'x-ratelimit-limit': String(DEFAULT_LIMITS.messagesPerMinute),
        'x-ratelimit-remaining': String(remaining),
      })
    }
    for (const url of [SEND_MESSAGE_PATH, SEND_QUICK_REPLY_PATH]) {
      const refused = await send(alice, url)
      expectTooMany(refused, 'You are sending messages too quickly. Please wait a moment and try again.', [1, 60])
      expect(refused.headers['x-ratelimit-remaining']).toBe('0')
    }
    // Counted per the token's customer: another customer sends, and naming them in the body does not help (refused
    // before anything is counted or stored); the token's customer is still over the limit.
    expect((await send(bob)).statusCode).toBe(200)
    expect((await send(alice, SEND_MESSAGE_PATH, ctx.app, bob.customerId)).statusCode).toBe(403)
    expect((await send(alice)).statusCode).toBe(429)
  })

  it('shares the message limit between processes, and lets the customer send again after the minute', async () => {
    const [other, third] = [await buildTestApp(ctx.database, { env }), await buildTestApp(ctx.database, { env })]
    try {
      expect((await send(alice, SEND_MESSAGE_PATH, other)).statusCode).toBe(429)
      await endWindow(`message:${alice.customerId}`)
      expect((await send(alice, SEND_MESSAGE_PATH, third)).statusCode).toBe(200)
      // A process that found alice over the limit refuses her from memory until the window it was told of ends (only
      // this test moves the database's window): no write per refusal.
      for (const app of [ctx.app, other]) {
        const remembered = await send(alice, SEND_MESSAGE_PATH, app)
        expect(remembered.statusCode).toBe(429)
        expect(Number(remembered.headers['retry-after'])).toBeGreaterThan(0)
      }
    } finally {
      await other.close()
      await third.close()
    }
  })

  it(`takes ${DEFAULT_LIMITS.uploadsPerTenMinutes} uploads in 10 minutes, then 429 before reading`, async () => {
    const carol = await signIn(ctx.app, 3)
    for (let index = 0; index < DEFAULT_LIMITS.uploadsPerTenMinutes; index++)
      expect((await upload(carol)).statusCode).toBe(200)
    const files = storedFiles()
    const refused = await upload(carol)
    expectTooMany(
      refused,
      'You have sent a lot of files in a short time. Please wait a few minutes and try again.',
      [61, 600],
    )
    expect(storedFiles()).toBe(files)
    expect((await upload(bob)).statusCode).toBe(200)
  })

  it('records the size of every stored upload and refuses files past the site quota with 413', async () => {
    const dave = await signIn(ctx.app, 4)
    await ctx.database.db.deleteFrom('uploads').execute()
    expect((await upload(dave, 0.6 * MB)).statusCode).toBe(200)
    const recorded = await ctx.database.db.selectFrom('uploads').selectAll().execute()
    expect(recorded).toMatchObject([{ customerId: dave.customerId, bytes: document(0.6 * MB).length }])

    // 0.4 MB of the 1 MB quota left: a 0.6 MB file stops while it streams, and nothing of it stays.
    const files = storedFiles()
    const tooBig = await upload(dave, 0.6 * MB)
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({
      message:
        'This business has no room left for more files. ' +
        'Please send your message as text, or contact the business another way.',
      code: 'UPLOAD_QUOTA_EXCEEDED',
    })
    expect(storedFiles()).toBe(files)
    expect((await upload(dave, 0.3 * MB)).statusCode).toBe(200)

    // Full: refused before the file is read, whatever its size.
    await ctx.database.db
      .insertInto('uploads')
      .values({ key: 'elsewhere/full', siteId: recorded[0]!.siteId, customerId: null, bytes: MB })
      .execute()
    const full = await upload(dave)
    expect([full.statusCode, full.json().code]).toEqual([413, 'UPLOAD_QUOTA_EXCEEDED'])
  })
})
