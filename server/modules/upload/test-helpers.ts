import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { useTestApp, type TestApp } from '../../test/app.js'
import type { DatabaseHandle } from '../../db/database.js'
import type { TestDatabase } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { UPLOAD_PATH } from './routes.js'

/** A file part of `multipartBody`. */
export interface TestFile {
  name?: string
  filename: string
  contentType: string
  content: Buffer
}

/**
 * A `multipart/form-data` body with `fields` first (in order), then the file.
 *
 * @example
 * const { body, contentType } = multipartBody(
 *   { folder: 'chat-widget/images' },
 *   { filename: 'a.png', contentType: 'image/png', content: png() },
 * )
 * await app.inject({ method: 'POST', url: UPLOAD_PATH, payload: body, headers: { 'content-type': contentType } })
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: TestFile,
  boundary = `----vitrine${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND), padded with a tEXt chunk to `size` bytes when given. */
export function png(size = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])))
    return Buffer.concat([length, Buffer.from(type), data, crc])
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
  ]
  const base = Buffer.concat([...parts, chunk('IEND', Buffer.alloc(0))]).length
  if (size > base + 12) parts.push(chunk('tEXt', Buffer.alloc(size - base - 12, 0x61)))
  return Buffer.concat([...parts, chunk('IEND', Buffer.alloc(0))])
}

/** A minimal PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
}

/** A JPEG header (SOI + JFIF APP0) followed by filler. */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 1),
    Buffer.from([0xff, 0xd9]),
  ])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** An image's decoded pixels with its size: equal for the same picture stored with or without metadata. */
export async function pixelsOf(image: Buffer): Promise<{ width: number; height: number; pixels: Buffer }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: data }
}

/**
 * A test app on `kind` whose DATA_DIR is a fresh temporary folder (`dataDir`), removed after the suite; `env` is added
 * to the environment. Read `app`, `database` and `dataDir` once `beforeAll` has run.
 *
 * @example
 * const ctx = appWithDataDir(kind, { OWNER_KEYS: `demo:${DEMO_KEY}` })
 * it('stores', async () => expect(await filesUnder(path.join(ctx.dataDir, 'uploads'))).toEqual([]))
 */
export function appWithDataDir(
  kind: TestDatabase,
  env: Record<string, string>,
): { app: TestApp; database: DatabaseHandle; dataDir: string } {
  const folder = { dataDir: '' }
  afterAll(() => fs.rm(folder.dataDir, { recursive: true, force: true }))
  const ctx = useTestApp(kind, async () => {
    folder.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-upload-'))
    return { env: { ...env, DATA_DIR: folder.dataDir } }
  })
  return Object.defineProperty(ctx, 'dataDir', { get: () => folder.dataDir }) as typeof ctx & { dataDir: string }
}

/** Every file (not folder) under `dir`, temp files included; none when it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * The customer upload suites: an app with its uploads in a temporary data folder (`uploadsDir`, emptied before each
 * test), and alice signed in on the demo site, uploading as herself unless told otherwise. One customer uploads
 * throughout: the per-customer rate is tested in limits/limits.test.ts.
 *
 * @example
 * const suite = customerUploadSuite(kind)
 * it('stores', async () => expect((await suite.upload({ folder: 'chat-widget/images' }, file)).statusCode).toBe(200))
 */
export function customerUploadSuite(kind: TestDatabase) {
  const ctx = appWithDataDir(kind, { ...TEST_NUMBERS_ENV, UPLOAD_RATE_LIMIT: '1000' })
  const signedIn = {} as { alice: SignedIn }
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads')
  beforeAll(async () => {
    signedIn.alice = await signIn(ctx.app, 1)
  })
  beforeEach(() => fs.rm(uploadsDir(), { recursive: true, force: true }))
  return {
    ctx,
    uploadsDir,
    alice: () => signedIn.alice,
    upload(
      fields: Record<string, string>,
      file?: TestFile,
      authorization: string | null = signedIn.alice.authorization,
    ) {
      const { body, contentType } = multipartBody(fields, file)
      return ctx.app.inject({
        method: 'POST',
        url: UPLOAD_PATH,
        payload: body,
        headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
      })
    },
  }
}
