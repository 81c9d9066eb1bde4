import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_UPLOAD_PATH, OwnerUploadResponse } from '../../../contract/owner-inbox.js'
import { PHOTO_FOLDER, photoSources } from '../../../contract/photo.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { UPLOAD_PATH } from './routes.js'
import { multipartBody, type TestFile, appWithDataDir } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-photos-0123456789'
const ACME_KEY = 'acme-owner-key-photos-0123456789'

/** A real 1600×900 JPEG, stored sideways with EXIF orientation 6 (upright it is 900×1600), and a camera model. */
const cameraJpeg = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'VitrineCam', Model: 'Test 1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()

const filesUnder = async (dir: string): Promise<string[]> =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

describe.each(testDatabases)('owner photo upload on $name', (kind) => {
  let demoId: string
  let acmeId: string

  const upload = (url: string, authorization: string, file: TestFile) => {
    const { body, contentType } = multipartBody({ folder: PHOTO_FOLDER, fileName: file.filename }, file)
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': contentType, authorization },
    })
  }
  const asOwner = (file: TestFile, key = DEMO_KEY) => upload(OWNER_UPLOAD_PATH, `Bearer ${key}`, file)
  const jpegFile = (content: Buffer, filename = 'Masala dosa.jpg'): TestFile => ({
    filename,
    contentType: 'image/jpeg',
    content,
  })
  const served = async (url: string) => {
    const answer = await ctx.app.inject({ url })
    expect(answer.statusCode).toBe(200)
    return { type: answer.headers['content-type'], bytes: answer.rawPayload }
  }

  const ctx = appWithDataDir(kind, { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY},acme:${ACME_KEY}` })
  beforeAll(async () => {
    await addSite(ctx.database.db)
    demoId = (await ctx.app.tenancy.siteBySubdomain('demo'))!.id
    acmeId = (await ctx.app.tenancy.siteBySubdomain('acme'))!.id
  })

  it('turns a camera JPEG upright into WebP widths without metadata, and keeps no original', async () => {
    const original = await cameraJpeg()
    const answer = answerOf(OwnerUploadResponse, await asOwner(jpegFile(original)))
    expect(answer.url).toMatch(
      new RegExp(`^/uploads/${demoId}/owner/photos/\\d{4}/\\d{2}/[0-9a-f-]{36}/Masala-dosa\\.900x1600\\.webp$`),
    )
    expect(answer.photo).toEqual({ width: 900, height: 1600 })

    const sources = photoSources(answer.url)!
    const variants = sources.srcSet.split(', ').map((entry) => entry.split(' ') as [string, string])
    expect(variants.map(([, width]) => width)).toEqual(['160w', '320w', '640w', '900w'])
    for (const [url, descriptor] of variants) {
      const file = await served(url)
      const meta = await sharp(file.bytes).metadata()
      const width = Number.parseInt(descriptor)
      expect([file.type, meta.format, meta.width, meta.height]).toEqual([
        'image/webp',
        'webp',
        width,
        Math.round((width * 1600) / 900),
      ])
      expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined, undefined])
    }

    const folder = path.join(ctx.dataDir, 'uploads', path.dirname(answer.url.slice('/uploads/'.length)))
    expect((await fs.readdir(folder)).sort()).toEqual(
      ['Masala-dosa.160w.webp', 'Masala-dosa.320w.webp', 'Masala-dosa.640w.webp', 'Masala-dosa.900x1600.webp'].sort(),
    )

    const recorded = await ctx.app.db
      .selectFrom('uploads')
      .select('bytes')
      .where('key', '=', answer.url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow()
    const servedBytes = await Promise.all(variants.map(async ([url]) => (await served(url)).bytes.length))
    expect(recorded.bytes).toBe(servedBytes.reduce((sum, each) => sum + each, 0))
  })

  it('never upscales a small photo, and keeps each site’s photos under its own key', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const answer = answerOf(
      OwnerUploadResponse,
      await asOwner({ filename: 'leaf.png', contentType: 'image/png', content: small }, ACME_KEY),
    )
    expect(
      (await ctx.app.inject({ url: photoSources(answer.url)!.src, headers: { host: 'acme.localhost' } })).statusCode,
    ).toBe(200)
    expect(answer.url).toMatch(new RegExp(`^/uploads/${acmeId}/owner/photos/.*/leaf\\.300x200\\.webp$`))
    expect(photoSources(answer.url)!.srcSet).toMatch(/leaf\.160w\.webp 160w, .*leaf\.300x200\.webp 300w$/)
    expect(await filesUnder(path.join(ctx.dataDir, 'uploads', demoId))).not.toContainEqual(
      expect.stringContaining('leaf'),
    )
  })

  it('answers 400 INVALID_IMAGE for a corrupt photo and leaves no file behind', async () => {
    const before = await filesUnder(path.join(ctx.dataDir, 'uploads'))
    const whole = await cameraJpeg()
    const corrupt = Buffer.concat([whole.subarray(0, 600), Buffer.alloc(4000, 0x17)])
    const refused = await asOwner(jpegFile(corrupt, 'broken.jpg'))
    expect([refused.statusCode, refused.json().code, refused.json().errors[0].path]).toEqual([
      400,
      'INVALID_IMAGE',
      'body.file',
    ])
    expect(await filesUnder(path.join(ctx.dataDir, 'uploads'))).toEqual(before)
  })

  it('is the owner’s folder: a customer cannot upload into it', async () => {
    const alice = await signIn(ctx.app, 1)
    const refused = await upload(UPLOAD_PATH, alice.authorization, jpegFile(await cameraJpeg()))
    expect([refused.statusCode, refused.json().errors[0].path]).toEqual([400, 'body.folder'])
  })
})
