// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testItem } from '../../../contract/testing/test-item'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { toCartItem } from './cart-line'
import { CartLine } from './components/CartLine'
import { cartPlugin } from './index'

afterEach(cleanup)

const folder = '/uploads/s1/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10'
const photo = `${folder}/dosa.900x1600.webp`
const processed = testItem({ _id: 'p1', productId: 'p1', name: 'Masala Dosa', images: [photo] })
const attributes = (image: HTMLImageElement) =>
  Object.fromEntries(['src', 'srcset', 'sizes', 'width', 'height'].map((name) => [name, image.getAttribute(name)]))
const srcset = [160, 320, 640]
  .map((width) => `${folder}/dosa.${width}w.webp ${width}w`)
  .concat(`${photo} 900w`)
  .join(', ')

describe('a processed photo in the cart', () => {
  it('give a cart line srcset, sizes of its 64 px box, and the photo’s width and height', () => {
    const line = toCartItem(processed, { variant: null, package: null }, 1, '2026-11-26T00:00:00.000Z')
    const { engine } = createTestEngine({ plugins: [cartPlugin] })
    render(
      <EngineProvider engine={engine}>
        <CartLine lineKey="p1" line={line} />
      </EngineProvider>,
    )
    expect(attributes(screen.getByRole('article', { name: 'Masala Dosa' }).querySelector('img')!)).toEqual({
      src: photo,
      srcset,
      sizes: '64px',
      width: '900',
      height: '1600',
    })
  })
})
