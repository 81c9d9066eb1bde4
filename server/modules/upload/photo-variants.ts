import { Readable } from 'node:stream'
import { photoMainName, photoVariantName, photoWidths, PHOTO_WIDTHS } from '../../../contract/photo.js'
import type { FileStorage } from '../../providers/storage/index.js'
import { onFirstUse } from '../../lib/on-first-use.js'
import { invalidImage } from './upload-errors.js'

const loadSharp = onFirstUse(async () => (await import('sharp')).default)

/** Largest image decoded (width × height): a small file that unpacks to a huge bitmap is refused, not decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000

/** What `writePhotoVariants` stored. */
export interface PhotoVariants {
  /** Key of the largest variant (whose URL is the photo's address). */
  mainKey: string
  width: number
  height: number
  /** Every key written, the largest one included. */
  keys: string[]
  /** Their bytes together (counted against the site's upload quota). */
  bytes: number
}

const WEBP_QUALITY = 80
const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!

/**
 * Writes the WebP variants of the photo stored at `originalKey` (its bytes
 * are `original`) beside it, named as `contract/photo.ts` says: turned
 * upright per its EXIF orientation, then resized to each width (never
 * upscaled), with no EXIF, ICC or other metadata (sharp writes none unless
 * asked). sharp decodes and encodes on libuv's thread pool, so the event
 * loop only waits. An image sharp cannot read answers 400 `INVALID_IMAGE`;
 * on any failure what was written here is removed (the caller removes the
 * original).
 *
 * @example
 * const variants = await writePhotoVariants(storage, 'site/owner/photos/2026/11/<uuid>/dosa.jpg', bytes)
 */
export async function writePhotoVariants(
  storage: FileStorage,
  originalKey: string,
  original: Buffer,
): Promise<PhotoVariants> {
  const stem = originalKey.slice(0, originalKey.lastIndexOf('.'))
  const sharp = await loadSharp()
  const decoded = () => sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate()
  const keys: string[] = []
  try {
    const meta = await decoded()
      .metadata()
      .catch(() => null)
    if (!meta?.width || !meta.height) throw invalidImage()
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
    const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width
    const widths = photoWidths(Math.min(uprightWidth, LARGEST))
    let bytes = 0
    let main = { key: '', width: 0, height: 0 }
    for (const width of widths) {
      const { data, info } = await decoded()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
        .catch(() => Promise.reject(invalidImage()))
      const largest = width === widths[widths.length - 1]
      const key = largest ? photoMainName(stem, info.width, info.height) : photoVariantName(stem, width)
      await storage.save(key, Readable.from([data]), 'image/webp')
      keys.push(key)
      bytes += data.length
      if (largest) main = { key, width: info.width, height: info.height }
    }
    return { mainKey: main.key, width: main.width, height: main.height, keys, bytes }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)))
    throw error
  }
}
