import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.js'
import { contentTypeForKey, createStorage, DiskStorage, isInlineType, isSafeKey, S3Storage } from './index.js'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

/** A stream that sends `chunks` then fails, like an aborted upload. */
function failing(chunks: string[], error = new Error('client went away')) {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk)
      throw error
    })(),
  )
}

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-storage-'))
})
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true })
})

describe('keys and types', () => {
  it.each([
    ['a/b/c.png', true],
    ['site-1/chat-widget/images/2025/01/3f2c.png', true],
    ['../etc/passwd', false],
    ['a/../b.png', false],
    ['/etc/passwd', false],
    ['a//b.png', false],
    ['.tmp/x.part', false],
    ['a/.hidden', false],
    ['a\\b.png', false],
    ['', false],
  ])('isSafeKey(%j) is %s', (key, safe) => {
    expect(isSafeKey(key)).toBe(safe)
  })

  it('derives the served type from the extension; only image, audio, video are inline', () => {
    expect(contentTypeForKey('a/b.png')).toBe('image/png')
    expect(contentTypeForKey('a/b.txt')).toBe('text/plain; charset=utf-8')
    expect(contentTypeForKey('a/b.weba')).toBe('audio/webm')
    expect(contentTypeForKey('a/b.html')).toBe('application/octet-stream')
    expect(contentTypeForKey('a/b.toString')).toBe('application/octet-stream')
    expect(
      ['image/png', 'audio/webm', 'video/mp4', 'application/pdf', 'text/plain; charset=utf-8'].map(isInlineType),
    ).toEqual([true, true, true, false, false])
  })
})

describe('DiskStorage', () => {
  it('saves a stream under its key, opens it with its type and size, removes it', async () => {
    const storage = new DiskStorage(dir)
    const key = 's1/chat-widget/document/2025/01/abc.pdf'
    expect(
      await storage.save(key, Readable.from([Buffer.from('%PDF-'), Buffer.from('1.4 rest')]), 'application/pdf'),
    ).toEqual({ url: `/uploads/${key}` })
    expect(await filesUnder(dir)).toEqual([key])
    const file = (await storage.open(key))!
    expect([file.contentType, file.size, await text(file.stream)]).toEqual(['application/pdf', 13, '%PDF-1.4 rest'])
    await storage.remove(key)
    await storage.remove(key) // already gone: fine
    expect(await storage.open(key)).toBeNull()
    expect(await filesUnder(dir)).toEqual([])
  })

  it('leaves nothing behind, temp file included, when the stream fails', async () => {
    const storage = new DiskStorage(dir)
    await expect(storage.save('s1/a.png', failing(['x'.repeat(10_000), 'y']), 'image/png')).rejects.toThrow(
      'client went away',
    )
    expect(await filesUnder(dir)).toEqual([])
  })

  it('refuses unsafe keys: save throws, open finds nothing, remove does nothing', async () => {
    const storage = new DiskStorage(path.join(dir, 'uploads'))
    await fs.writeFile(path.join(dir, 'secret.txt'), 'secret')
    await expect(storage.save('../secret.txt', Readable.from(['x']), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    )
    expect(await storage.open('../secret.txt')).toBeNull()
    await storage.remove('../secret.txt')
    expect(await fs.readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret')
    expect(await storage.open('missing/file.png')).toBeNull()
    await fs.mkdir(path.join(dir, 'uploads', 'folder'), { recursive: true })
    expect(await storage.open('folder')).toBeNull()
    // Safe, but longer than a file name may be: nothing stored there either.
    expect(await storage.open(`${'9'.repeat(400)}.png`)).toBeNull()
  })
})

describe('S3Storage', () => {
  type Sent = { name: string; input: Record<string, unknown>; body?: string }
  function fakeClient(answer: (command: unknown) => unknown = () => ({})) {
    const sent: Sent[] = []
    const client = {
      async send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) {
        const input = { ...command.input } as Record<string, unknown>
        const body = input.Body instanceof Readable ? await text(input.Body) : undefined
        delete input.Body
        sent.push({ name: command.constructor.name, input, ...(body !== undefined ? { body } : {}) })
        return answer(command)
      },
      destroy() {},
    }
    return { client: client as unknown as S3Client, sent }
  }
  const options = {
    bucket: 'media',
    endpoint: 'https://acc.r2.example',
    region: 'auto',
    accessKeyId: null,
    secretAccessKey: null,
    publicUrl: null,
  }

  it('spools to a temp file, sends one PutObject with length, type and disposition, removes the spool', async () => {
    const { client, sent } = fakeClient()
    const storage = new S3Storage({ ...options, spoolDir: dir, client })
    expect(await storage.save('s1/d/a.pdf', Readable.from(['%PDF-', '1.7']), 'application/pdf')).toEqual({
      url: 'https://acc.r2.example/media/s1/d/a.pdf',
    })
    await storage.save('s1/i/b.png', Readable.from(['png']), 'image/png')
    expect(sent).toEqual([
      {
        name: 'PutObjectCommand',
        input: {
          Bucket: 'media',
          Key: 's1/d/a.pdf',
          ContentLength: 8,
          ContentType: 'application/pdf',
          ContentDisposition: 'attachment',
          CacheControl: 'public, max-age=31536000, immutable',
        },
        body: '%PDF-1.7',
      },
      {
        name: 'PutObjectCommand',
        input: {
          Bucket: 'media',
          Key: 's1/i/b.png',
          ContentLength: 3,
          ContentType: 'image/png',
          CacheControl: 'public, max-age=31536000, immutable',
        },
        body: 'png',
      },
    ])
    expect(await filesUnder(dir)).toEqual([])
  })

  it('sends nothing and keeps no spool file when the stream fails', async () => {
    const { client, sent } = fakeClient()
    const storage = new S3Storage({ ...options, spoolDir: dir, client })
    await expect(storage.save('s1/a.png', failing(['abc']), 'image/png')).rejects.toThrow('client went away')
    expect(sent).toEqual([])
    expect(await filesUnder(dir)).toEqual([])
  })

  it('removes the spool file when PutObject fails', async () => {
    const { client } = fakeClient(() => {
      throw new Error('bucket is down')
    })
    const storage = new S3Storage({ ...options, spoolDir: dir, client })
    await expect(storage.save('s1/a.png', Readable.from(['abc']), 'image/png')).rejects.toThrow('bucket is down')
    expect(await filesUnder(dir)).toEqual([])
  })

  it('builds the public URL from S3_PUBLIC_URL, else the endpoint, else AWS', () => {
    const { client } = fakeClient()
    expect(new S3Storage({ ...options, publicUrl: 'https://cdn.example', client }).urlOf('a/b.png')).toBe(
      'https://cdn.example/a/b.png',
    )
    expect(new S3Storage({ ...options, client }).urlOf('a/b.png')).toBe('https://acc.r2.example/media/a/b.png')
    expect(new S3Storage({ ...options, endpoint: null, region: 'eu-west-1', client }).urlOf('a/b.png')).toBe(
      'https://media.s3.eu-west-1.amazonaws.com/a/b.png',
    )
  })

  it('opens an object (null when missing) and deletes it', async () => {
    const { client, sent } = fakeClient((command) => {
      if (!(command instanceof GetObjectCommand)) return {}
      if (command.input.Key === 'a/missing.png') throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' })
      return { Body: Readable.from(['png']), ContentType: 'image/png', ContentLength: 3 }
    })
    const storage = new S3Storage({ ...options, client })
    const file = (await storage.open('a/b.png'))!
    expect([file.contentType, file.size, await text(file.stream)]).toEqual(['image/png', 3, 'png'])
    expect(await storage.open('a/missing.png')).toBeNull()
    expect(await storage.open('../x')).toBeNull()
    await storage.remove('a/b.png')
    expect(sent.map((command) => command.name)).toEqual(['GetObjectCommand', 'GetObjectCommand', 'DeleteObjectCommand'])
  })
})

describe('storage settings', () => {
  it('defaults to the disk under DATA_DIR/uploads', () => {
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.storage).toEqual({ kind: 'disk' })
    const storage = createStorage(config)
    expect(storage).toBeInstanceOf(DiskStorage)
    expect((storage as DiskStorage).root).toBe(path.join(dir, 'uploads'))
  })

  it('reads the S3 settings', () => {
    const env = {
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://acc.r2.example/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example/',
    }
    expect(loadConfig(env).storage).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'https://acc.r2.example',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example',
    })
    expect(createStorage(loadConfig(env))).toBeInstanceOf(S3Storage)
    expect(loadConfig({ STORAGE: 'S3', S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      endpoint: null,
      region: 'eu-west-1',
      accessKeyId: null,
    })
  })

  it.each([
    [{ STORAGE: 's3' }, /^S3_BUCKET must be set when STORAGE is s3/],
    [{ STORAGE: 'ftp' }, /^STORAGE must be disk or s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'media' }, /^S3_REGION must name the AWS region/],
    [
      { STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' },
      /^S3_ENDPOINT must start with https:\/\/ or http:\/\//,
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id' },
      /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
