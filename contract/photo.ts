/**
 * Processed photos: how an uploaded photo's WebP variants are named, so a
 * photo stays one plain address (an item's `images: string[]`, a topic's
 * `image`, the logo) and the widget derives its `srcset` from it.
 *
 * The owner's upload into `PHOTO_FOLDER` keeps no original: it writes into a
 * uuid folder, auto-rotated and without EXIF (location, camera, artist) or
 * other metadata, one WebP per width of `PHOTO_WIDTHS` below the photo's
 * width (`<stem>.<w>w.webp`) and the largest one (`<stem>.<W>x<H>.webp`, at
 * most 1280 wide, never upscaled). The largest one's address is the photo's
 * address: its name carries the width and height, and the smaller widths are
 * the ones of `PHOTO_WIDTHS` below it. Any other address (seed data, a CSV
 * link from outside) is a plain image.
 */

/** The widths of the variants, smallest first; the largest caps the photo's width. */
export const PHOTO_WIDTHS = [160, 320, 640, 1280] as const

/** The upload folder whose images are processed (the owner's upload only). */
export const PHOTO_FOLDER = 'owner/photos'

/** The error code of an upload into `PHOTO_FOLDER` that is not a readable image (400, path `body.file`). */
export const INVALID_IMAGE = 'INVALID_IMAGE'

/** The error code of an image of more pixels than the server decodes (413, path `body.file`). */
export const IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE'

/** A processed photo: its largest variant, its size, and what `srcset` lists. */
export interface PhotoSources {
  src: string
  width: number
  height: number
  /** `<url> <w>w` for every variant, smallest first. */
  srcSet: string
}

// The uuid folder the upload service makes, then `<stem>.<W>x<H>.webp`.
const PHOTO_ADDRESS = /^(.*\/[0-9a-f-]{36}\/[^/]+)\.(\d{1,5})x(\d{1,5})\.webp$/

/** The name of the variant `width` wide of the photo whose stem (key or address without suffix) is `stem`. */
export const photoVariantName = (stem: string, width: number) => `${stem}.${width}w.webp`

/** The name of the largest variant, which is the photo's address. */
export const photoMainName = (stem: string, width: number, height: number) => `${stem}.${width}x${height}.webp`

/** The variant widths a photo `width` wide has: those of `PHOTO_WIDTHS` below it, then its own. */
export const photoWidths = (width: number): number[] => [...PHOTO_WIDTHS.filter((each) => each < width), width]

/**
 * The `src`, `srcSet`, `width` and `height` of a processed photo's address;
 * null for any other address (shown as a plain `src`).
 *
 * @example
 * photoSources('/uploads/s/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/dosa.640x480.webp')
 * // { src: '…/dosa.640x480.webp', width: 640, height: 480,
 * //   srcSet: '…/dosa.160w.webp 160w, …/dosa.320w.webp 320w, …/dosa.640x480.webp 640w' }
 */
export function photoSources(url: string): PhotoSources | null {
  const match = PHOTO_ADDRESS.exec(url)
  if (!match) return null
  const [, stem, w, h] = match as unknown as [string, string, string, string]
  const width = Number(w)
  const height = Number(h)
  if (width === 0 || height === 0) return null
  const srcSet = photoWidths(width)
    .map((each) => `${each === width ? url : photoVariantName(stem, each)} ${each}w`)
    .join(', ')
  return { src: url, width, height, srcSet }
}
