import pLimit, { type LimitFunction } from 'p-limit'
import type { Metadata, Sharp } from 'sharp'
import { onFirstUse } from '../../lib/on-first-use.js'
import type { ImageConfig } from '../../image-config.js'
import { ImageBusyError, imageTooLarge, invalidImage } from './upload-errors.js'

/** An image opened for decoding: the pipeline (not yet run) and what its header says. */
export interface OpenedImage {
  image: Sharp
  meta: Metadata & { width: number; height: number }
}

/**
 * The one way the upload module decodes images, so what decoding costs is
 * bounded per process (`ImageConfig`): `run` lets `decodes` tasks work at
 * once and `queue` more wait, refusing any further one with 503
 * `IMAGE_BUSY` (Retry-After); `open` reads only the header first, so a
 * picture over `maxPixels` is refused with 413 `IMAGE_TOO_LARGE` before a
 * pixel is decoded. sharp loads on the first decode (an idle server never
 * holds it); its cache and thread count are process-wide and set then (the
 * last decoder to load wins; one app makes one).
 *
 * @example
 * const decoder = new ImageDecoder(app.config.images)
 * const webp = await decoder.run(async () => (await decoder.open(bytes)).image.rotate().webp().toBuffer())
 */
export class ImageDecoder {
  private readonly limit: LimitFunction
  /** Tasks running or waiting (p-limit starts a task a tick later, so its own counts lag behind). */
  private inFlight = 0

  constructor(private readonly config: ImageConfig) {
    this.limit = pLimit(config.decodes)
  }

  /** sharp, loaded on first use and set for this process's decode limits. */
  readonly sharp = onFirstUse(async () => {
    const sharp = (await import('sharp')).default
    sharp.concurrency(this.config.threads)
    sharp.cache(this.config.cacheMb === 0 ? false : { memory: this.config.cacheMb, files: 0, items: 100 })
    return sharp
  })

  /** Runs `task` when a decode slot is free; refuses at once (503) when `queue` tasks already wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.config.decodes + this.config.queue) throw new ImageBusyError()
    this.inFlight++
    try {
      return await this.limit(task)
    } finally {
      this.inFlight--
    }
  }

  /**
   * A pipeline over `bytes` that never decodes more than `maxPixels` and fails on a corrupt file; 400
   * `INVALID_IMAGE` when the header cannot be read, 413 `IMAGE_TOO_LARGE` past the cap.
   */
  async open(bytes: Buffer): Promise<OpenedImage> {
    const sharp = await this.sharp()
    const options = { limitInputPixels: this.config.maxPixels, failOn: 'error' } as const
    const meta = await sharp(bytes, { ...options, limitInputPixels: false })
      .metadata()
      .catch(() => null)
    if (!meta?.width || !meta.height) throw invalidImage()
    if (meta.width * meta.height > this.config.maxPixels) throw imageTooLarge(this.config.maxPixels)
    return { image: sharp(bytes, options), meta: meta as OpenedImage['meta'] }
  }
}
