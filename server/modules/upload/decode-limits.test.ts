import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { OWNER_UPLOAD_PATH } from '../../../contract/owner-inbox.js'
import { PHOTO_FOLDER } from '../../../contract/photo.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { UPLOAD_PATH } from './routes.js'
import { multipartBody, appWithDataDir } from './test-helpers.js'

const DEMO_KEY = 'demo-owner-key-decode-0123456789'

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .png()
    .toBuffer()

describe.each(testDatabases)('what decoding an upload may cost on $name', (kind) => {
  const send = (url: string, authorization: string, folder: string, content: Buffer) => {
    const body = multipartBody(
      { folder, fileName: 'wide.png' },
      { filename: 'wide.png', contentType: 'image/png', content },
    )
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.body,
      headers: { 'content-type': body.contentType, authorization },
    })
  }

  // One decode at a time and none waiting: a second picture at once is refused.
  const ctx = appWithDataDir(kind, {
    ...TEST_NUMBERS_ENV,
    OWNER_KEYS: `demo:${DEMO_KEY}`,
    UPLOAD_RATE_LIMIT: '1000',
    IMAGE_DECODES: '1',
    IMAGE_DECODE_QUEUE: '0',
  })

  it('refuses a picture over 24 million pixels with 413 saying why, undecoded, in both picture folders', async () => {
    const wide = await solidPng(60_000, 800)
    const alice = await signIn(ctx.app, 1)
    for (const refused of [
      await send(OWNER_UPLOAD_PATH, `Bearer ${DEMO_KEY}`, PHOTO_FOLDER, wide),
      await send(UPLOAD_PATH, alice.authorization, 'chat-widget/images', wide),
    ]) {
      expect([refused.statusCode, refused.json().code, refused.json().errors[0].path]).toEqual([
        413,
        'IMAGE_TOO_LARGE',
        'body.file',
      ])
      expect(refused.json().message).toBe(
        'This picture is too large to process: at most 24 million pixels. Please choose a smaller photo.',
      )
    }
    expect(await fs.readdir(path.join(ctx.dataDir, 'uploads')).catch(() => [])).toEqual([])
  })

  it('answers 503 with Retry-After to a picture that finds the decode queue full', async () => {
    const big = await solidPng(5000, 4000)
    const answers = await Promise.all([
      send(OWNER_UPLOAD_PATH, `Bearer ${DEMO_KEY}`, PHOTO_FOLDER, big),
      send(OWNER_UPLOAD_PATH, `Bearer ${DEMO_KEY}`, PHOTO_FOLDER, big),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503])
    const busy = answers.find((answer) => answer.statusCode === 503)!
    expect([busy.json().code, busy.headers['retry-after']]).toEqual(['IMAGE_BUSY', '5'])
    expect(busy.json().message).toBe('We are processing a lot of pictures right now. Please try again in a moment.')
  })
})
