import { describe, expect, it } from 'vitest'
import { cropBox } from './image-crop'

describe('cropBox', () => {
  it('keeps the centred square of a wide picture and of a tall one', () => {
    expect(cropBox(1600, 900, 'square')).toEqual({ x: 350, y: 0, width: 900, height: 900 })
    expect(cropBox(600, 1000, 'square')).toEqual({ x: 0, y: 200, width: 600, height: 600 })
  })

  it('keeps a centred 4:3 box for a card, and the whole picture as it is', () => {
    expect(cropBox(1600, 900, 'card')).toEqual({ x: 200, y: 0, width: 1200, height: 900 })
    expect(cropBox(800, 1000, 'card')).toEqual({ x: 0, y: 200, width: 800, height: 600 })
    expect(cropBox(800, 1000, 'original')).toEqual({ x: 0, y: 0, width: 800, height: 1000 })
  })
})
