/** The shapes an uploaded picture may be cut to: as it is, square (a logo), landscape 4:3 (a card). */
export type ImageShape = 'original' | 'square' | 'card'

export const IMAGE_SHAPES: readonly ImageShape[] = ['original', 'square', 'card']

const RATIO: Record<Exclude<ImageShape, 'original'>, number> = { square: 1, card: 4 / 3 }

/**
 * The centred part of a `width` × `height` picture that has `shape`'s
 * proportions (the whole picture for 'original').
 *
 * @example
 * cropBox(1600, 900, 'square') // { x: 350, y: 0, width: 900, height: 900 }
 */
export function cropBox(width: number, height: number, shape: ImageShape) {
  if (shape === 'original') return { x: 0, y: 0, width, height }
  const ratio = RATIO[shape]
  const cropWidth = Math.min(width, Math.round(height * ratio))
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio))
  return {
    x: Math.round((width - cropWidth) / 2),
    y: Math.round((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  }
}

/**
 * Cuts `file` to `shape` in the browser (the canvas draws the centred box;
 * the browser encodes it, PNG kept as PNG, anything else as JPEG), so the
 * server stores the picture as the page shows it. 'original' is the file
 * itself.
 */
export async function cropImage(file: File, shape: ImageShape): Promise<File> {
  if (shape === 'original') return file
  const bitmap = await createImageBitmap(file)
  const box = cropBox(bitmap.width, bitmap.height, shape)
  const canvas = document.createElement('canvas')
  canvas.width = box.width
  canvas.height = box.height
  canvas.getContext('2d')!.drawImage(bitmap, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height)
  bitmap.close()
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('the picture could not be cut'))), type, 0.9),
  )
  return new File([blob], file.name, { type })
}
