import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../config.js'
import { DEFAULT_IMAGE, readImageConfig } from '../../image-config.js'
import { ImageDecoder } from './image-decoder.js'

/** A 60000×800 PNG: 48 million pixels (144 MB decoded) in a file of a few hundred KB. */
const widePng = () =>
  sharp({ create: { width: 60_000, height: 800, channels: 3, background: '#c84' } })
    .png()
    .toBuffer()

describe('ImageDecoder', () => {
  it('runs one decode at a time and refuses past the queue with 503 IMAGE_BUSY', async () => {
    const decoder = new ImageDecoder({ ...DEFAULT_IMAGE, decodes: 1, queue: 1 })
    const order: string[] = []
    let release!: () => void
    const first = decoder.run(() => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('a')))
    const second = decoder.run(async () => order.push('b'))
    await expect(decoder.run(async () => order.push('c'))).rejects.toMatchObject({
      statusCode: 503,
      code: 'IMAGE_BUSY',
      retryAfterS: 5,
    })
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['a', 'b'])
    // Room again once the queue drained.
    await expect(decoder.run(async () => 'd')).resolves.toBe('d')
  })

  it('refuses a picture over the pixel cap from its header, with 413 IMAGE_TOO_LARGE naming the cap', async () => {
    const decoder = new ImageDecoder(DEFAULT_IMAGE)
    await expect(decoder.open(await widePng())).rejects.toMatchObject({
      statusCode: 413,
      code: 'IMAGE_TOO_LARGE',
      message: expect.stringContaining('24 million pixels'),
      errors: [{ path: 'body.file', message: expect.stringContaining('24 million pixels') }],
    })
    const opened = await new ImageDecoder({ ...DEFAULT_IMAGE, maxPixels: 50_000_000 }).open(await widePng())
    expect([opened.meta.width, opened.meta.height]).toEqual([60_000, 800])
  })

  it("sets sharp's cache and threads for a small server when it loads sharp", async () => {
    await new ImageDecoder({ ...DEFAULT_IMAGE, threads: 2, cacheMb: 8 }).sharp()
    expect([sharp.concurrency(), sharp.cache().memory.max]).toEqual([2, 8])
    await new ImageDecoder(DEFAULT_IMAGE).sharp()
    expect([sharp.concurrency(), sharp.cache().memory.max]).toEqual([1, 0])
  })
})

describe('readImageConfig', () => {
  it('has defaults for a small server and reads each setting', () => {
    expect(readImageConfig({})).toEqual({ maxPixels: 24_000_000, decodes: 1, queue: 6, threads: 1, cacheMb: 0 })
    expect(
      readImageConfig({
        IMAGE_MAX_MEGAPIXELS: '12',
        IMAGE_DECODES: '2',
        IMAGE_DECODE_QUEUE: '0',
        IMAGE_THREADS: '4',
        IMAGE_CACHE_MB: '32',
      }),
    ).toEqual({ maxPixels: 12_000_000, decodes: 2, queue: 0, threads: 4, cacheMb: 32 })
  })

  it.each([
    ['IMAGE_MAX_MEGAPIXELS', '0'],
    ['IMAGE_MAX_MEGAPIXELS', '300'],
    ['IMAGE_DECODES', '1.5'],
    ['IMAGE_DECODE_QUEUE', '-1'],
    ['IMAGE_THREADS', 'many'],
  ])('refuses %s=%s naming the setting', (name, value) => {
    expect(() => readImageConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => readImageConfig({ [name]: value })).toThrow(name)
  })
})
