import { Readable } from 'node:stream'
import { photoMainName, photoVariantName, photoWidths, PHOTO_WIDTHS } from '../../../contract/photo.js'
import type { FileStorage } from '../../providers/storage/index.js'
import type { ImageDecoder } from './image-decoder.js'
import { invalidImage } from './upload-errors.js'

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
 * Writes the WebP variants of an uploaded photo (its bytes are `original`)
 * under the stem of `key` (the key the upload service gave it), named as
 * `contract/photo.ts` says: turned upright per its EXIF orientation, then
 * resized to each width (never upscaled), with no EXIF, ICC or other
 * metadata (sharp writes none unless asked). The original itself is never
 * stored: it may carry the camera's location, model and owner.
 *
 * The photo is decoded once, through `decoder` (its pixel cap and queue),
 * to its largest width; the smaller widths are made from those pixels. An
 * image sharp cannot read answers 400 `INVALID_IMAGE`; on any failure what
 * was written here is removed.
 *
 * @example
 * const variants = await writePhotoVariants(storage, decoder, 'site/owner/photos/2026/11/<uuid>/dosa.jpg', bytes)
 */
export async function writePhotoVariants(
  storage: FileStorage,
  decoder: ImageDecoder,
  key: string,
  original: Buffer,
): Promise<PhotoVariants> {
  const stem = key.slice(0, key.lastIndexOf('.'))
  const encoded = await decoder.run(() => encodeVariants(decoder, original))
  const keys: string[] = []
  try {
    let bytes = 0
    for (const variant of encoded) {
      const variantKey = variant.largest
        ? photoMainName(stem, variant.width, variant.height)
        : photoVariantName(stem, variant.width)
      await storage.save(variantKey, Readable.from([variant.data]), 'image/webp')
      keys.push(variantKey)
      bytes += variant.data.length
    }
    const main = encoded[encoded.length - 1]!
    return { mainKey: keys[keys.length - 1]!, width: main.width, height: main.height, keys, bytes }
  } catch (error) {
    await Promise.all(keys.map((written) => storage.remove(written).catch(() => undefined)))
    throw error
  }
}

interface EncodedVariant {
  data: Buffer
  width: number
  height: number
  largest: boolean
}

/** The WebP of every width, smallest first: one decode to the largest width, the others resized from its pixels. */
async function encodeVariants(decoder: ImageDecoder, original: Buffer): Promise<EncodedVariant[]> {
  const { image } = await decoder.open(original)
  const upright = await image
    .rotate()
    .resize({ width: LARGEST, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => Promise.reject(invalidImage()))
  const { width, height, channels } = upright.info
  const sharp = await decoder.sharp()
  const pixels = () => sharp(upright.data, { raw: { width, height, channels } })
  const variants: EncodedVariant[] = []
  for (const each of photoWidths(width)) {
    const largest = each === width
    const { data, info } = await (largest ? pixels() : pixels().resize({ width: each }))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .catch(() => Promise.reject(invalidImage()))
    variants.push({ data, width: info.width, height: info.height, largest })
  }
  return variants
}
