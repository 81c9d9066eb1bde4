import { photoSources } from '../../contract/photo'

/** The `<img>` attributes of a photo address. */
export interface PhotoAttributes {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
}

/**
 * The `<img>` attributes that show `url` in a box `sizes` wide: a processed
 * photo (`contract/photo.ts`) gets its WebP widths as `srcSet`, `sizes`, and
 * its width and height (so the box keeps its shape while it loads, and the
 * browser fetches no wider a file than the box needs); any other address is a
 * plain `src`. Used from the widget's lazy chunks only (the main chunk is at
 * its byte budget) and from the owner app.
 *
 * @example
 * <img className="vw-item__image" {...photoAttributes(item.images[0], '72px')} alt="" />
 */
export function photoAttributes(url: string, sizes: string): PhotoAttributes {
  const photo = photoSources(url)
  if (!photo) return { src: url }
  return { src: photo.src, srcSet: photo.srcSet, sizes, width: photo.width, height: photo.height }
}
