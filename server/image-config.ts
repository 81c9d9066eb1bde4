import { ConfigError, readOptional, type Env } from './config-error.js'

/**
 * What decoding an uploaded image may cost one process (docs/operations/uploads-and-photos.md). A picture is
 * decoded to pixels before it is resized or cleaned, and a small file can unpack to a huge bitmap (a 182 KB PNG of
 * 60000×800 is 144 MB of pixels), so the pixels are capped and decodes wait their turn.
 */
export interface ImageConfig {
  /** Largest image decoded, width × height (`IMAGE_MAX_MEGAPIXELS`); a bigger one is refused with 413. */
  maxPixels: number
  /** Images decoded at once per process (`IMAGE_DECODES`). */
  decodes: number
  /** Uploads that may wait for a decode (`IMAGE_DECODE_QUEUE`); one more is refused with 503 and Retry-After. */
  queue: number
  /** libvips threads per decode (`IMAGE_THREADS`, sharp's `concurrency`). */
  threads: number
  /** sharp's operation cache in MB (`IMAGE_CACHE_MB`); 0 turns it off. */
  cacheMb: number
}

/**
 * Defaults for a small server: 24 million pixels is a 6000×4000 photo (phones save 12 by default), one decode at
 * a time on one libvips thread, six waiting (at most 5 MB of file each), no cache (no upload is decoded twice).
 */
export const DEFAULT_IMAGE: ImageConfig = { maxPixels: 24_000_000, decodes: 1, queue: 6, threads: 1, cacheMb: 0 }

/**
 * Reads `IMAGE_MAX_MEGAPIXELS`, `IMAGE_DECODES`, `IMAGE_DECODE_QUEUE`, `IMAGE_THREADS` and `IMAGE_CACHE_MB`;
 * throws a `ConfigError` naming the setting on a bad value.
 *
 * @example
 * readImageConfig({ IMAGE_MAX_MEGAPIXELS: '12' }).maxPixels // 12000000
 */
export function readImageConfig(env: Env): ImageConfig {
  return {
    maxPixels: readWhole(env, 'IMAGE_MAX_MEGAPIXELS', DEFAULT_IMAGE.maxPixels / 1_000_000, 1, 268) * 1_000_000,
    decodes: readWhole(env, 'IMAGE_DECODES', DEFAULT_IMAGE.decodes, 1, 16),
    queue: readWhole(env, 'IMAGE_DECODE_QUEUE', DEFAULT_IMAGE.queue, 0, 1000),
    threads: readWhole(env, 'IMAGE_THREADS', DEFAULT_IMAGE.threads, 1, 64),
    cacheMb: readWhole(env, 'IMAGE_CACHE_MB', DEFAULT_IMAGE.cacheMb, 0, 1024),
  }
}

function readWhole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readOptional(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  return value
}
