import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskStorage, S3Storage } from '../../providers/storage/index.js'
import { DEFAULT_IMAGE } from '../../image-config.js'
import { ImageDecoder } from './image-decoder.js'
import { writePhotoVariants } from './photo-variants.js'

const ORIGINAL_KEY = 's1/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/chai.jpg'
const STEM = ORIGINAL_KEY.replace(/\.jpg$/, '')
const decoder = new ImageDecoder(DEFAULT_IMAGE)

const photo = () =>
  sharp({ create: { width: 700, height: 400, channels: 3, background: '#8b4513' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'VitrineCam' } })
    .toBuffer()

/** A local S3-compatible endpoint (path style): keeps what is PUT, forgets what is DELETEd. */
function localBucket() {
  const objects = new Map<string, { type: string; body: Buffer }>()
  const server = http.createServer((request, response) => {
    const key = decodeURIComponent(new URL(request.url!, 'http://x').pathname).replace(/^\/media\//, '')
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, { type: String(request.headers['content-type']), body: Buffer.concat(chunks) })
        response.writeHead(200, { etag: '"1"' }).end()
      } else if (request.method === 'DELETE') {
        objects.delete(key)
        response.writeHead(204).end()
      } else response.writeHead(405).end()
    })
  })
  return { server, objects }
}

describe('writePhotoVariants', () => {
  const bucket = localBucket()
  let dir: string
  let s3: S3Storage

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-photo-variants-'))
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`
    const client = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'auto',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    const options = { bucket: 'media', endpoint, region: 'auto', accessKeyId: null, secretAccessKey: null }
    s3 = new S3Storage({ ...options, publicUrl: 'https://cdn.example', spoolDir: dir, client })
  })
  afterAll(async () => {
    await s3.close?.()
    await new Promise((resolve) => bucket.server.close(resolve))
    await fs.rm(dir, { recursive: true, force: true })
  })

  it('writes only the WebP widths, without metadata, in an S3 bucket', async () => {
    const written = await writePhotoVariants(s3, decoder, ORIGINAL_KEY, await photo())
    expect(written).toMatchObject({ mainKey: `${STEM}.700x400.webp`, width: 700, height: 400 })
    expect([...bucket.objects.keys()].sort()).toEqual(
      [`${STEM}.160w.webp`, `${STEM}.320w.webp`, `${STEM}.640w.webp`, `${STEM}.700x400.webp`].sort(),
    )
    for (const [key, object] of bucket.objects) {
      const meta = await sharp(object.body).metadata()
      expect([object.type, meta.format, meta.exif]).toEqual(['image/webp', 'webp', undefined])
      expect(meta.width).toBe(Number(/\.(\d+)(?:w|x\d+)\.webp$/.exec(key)![1]))
    }
    expect(s3.urlOf(written.mainKey)).toBe(`https://cdn.example/${STEM}.700x400.webp`)
  })

  it('refuses an image it cannot decode with INVALID_IMAGE and leaves nothing on the disk', async () => {
    const disk = new DiskStorage(path.join(dir, 'uploads'), '/uploads/')
    const broken = Buffer.concat([(await photo()).subarray(0, 400), Buffer.alloc(2000, 7)])
    await expect(writePhotoVariants(disk, decoder, ORIGINAL_KEY, broken)).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    })
    await expect(fs.readdir(path.join(dir, 'uploads', STEM, '..'))).rejects.toThrow()
  })
})
