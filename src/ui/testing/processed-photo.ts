import { testItem } from '../../../contract/testing/test-item'

const folder = '/uploads/s1/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10'

/** A photo the server processed: its 900 × 1600 original, with 160, 320 and 640 px copies beside it. */
export const PHOTO_SRC = `${folder}/dosa.900x1600.webp`

/** The srcset the processed photo's copies make. */
export const PHOTO_SRCSET = [160, 320, 640]
  .map((width) => `${folder}/dosa.${width}w.webp ${width}w`)
  .concat(`${PHOTO_SRC} 900w`)
  .join(', ')

/** An item (Masala Dosa) whose one photo is the processed one. */
export const photoItem = testItem({
  _id: 'p1',
  productId: 'p1',
  name: 'Masala Dosa',
  images: [PHOTO_SRC],
})

/** What a test compares of an image: its src, srcset, sizes, width and height. */
export const photoAttributes = (image: HTMLImageElement) =>
  Object.fromEntries(['src', 'srcset', 'sizes', 'width', 'height'].map((name) => [name, image.getAttribute(name)]))
