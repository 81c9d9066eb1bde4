import type { FileType } from './file-type.js'
import type { ImageDecoder } from './image-decoder.js'
import { invalidImage } from './upload-errors.js'

/** JPEG quality of a re-encoded chat picture: close to what phones save, so a second encoding loses little. */
const JPEG_QUALITY = 88

/**
 * A chat picture (JPEG or PNG) as it may be stored and served: decoded
 * (through `decoder`: its pixel cap and queue), turned upright per its EXIF
 * orientation, and encoded again in its own format with no metadata at all,
 * so the camera's location, model and owner never leave the sender's phone.
 * An image sharp cannot read answers 400 `INVALID_IMAGE`.
 *
 * @example
 * const clean = await cleanImage(decoder, bytes, { extension: 'jpg', contentType: 'image/jpeg', family: 'image' })
 */
export function cleanImage(decoder: ImageDecoder, bytes: Buffer, type: FileType): Promise<Buffer> {
  return decoder.run(async () => {
    const upright = (await decoder.open(bytes)).image.rotate()
    const encoded = type.extension === 'png' ? upright.png() : upright.jpeg({ quality: JPEG_QUALITY })
    return encoded.toBuffer().catch(() => Promise.reject(invalidImage()))
  })
}
