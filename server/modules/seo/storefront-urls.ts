/**
 * An address as the outside world reads it: a path of the site (`/uploads/…`) on its canonical origin; a full
 * address as it is.
 *
 * @example
 * absoluteUrl('https://kesar.example', '/uploads/s/dal.webp') // 'https://kesar.example/uploads/s/dal.webp'
 */
export function absoluteUrl(origin: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`
}

/**
 * The image types Google Merchant Center and Meta catalogues accept. An owner's photo is stored as WebP widths whose
 * address is the largest (at most 1280 px wide, contract/photo.ts), which both accept; the demo's SVG drawings are not
 * accepted.
 */
const FEED_IMAGE = /\.(?:webp|jpe?g|png|gif|bmp|tiff?)$/i

/** The first of an item's photos in an accepted type, as an absolute address; null when none is. */
export function feedImage(origin: string, images: readonly string[]): string | null {
  const image = images.find((address) => FEED_IMAGE.test(address.split(/[?#]/, 1)[0]!))
  return image === undefined ? null : absoluteUrl(origin, image)
}
