// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testItem } from '../../../contract/testing/test-item'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { ItemCard } from './components/ItemCard'
import { cataloguePlugin } from './index'

afterEach(cleanup)

const folder = '/uploads/s1/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10'
const photo = `${folder}/dosa.900x1600.webp`
const processed = testItem({ _id: 'p1', productId: 'p1', name: 'Masala Dosa', images: [photo] })
const plain = testItem({ _id: 'p2', productId: 'p2', name: 'Filter Coffee', images: ['/demo/coffee.jpg'] })

function view(children: React.ReactNode) {
  const { engine } = createTestEngine({ plugins: [cataloguePlugin] })
  render(<EngineProvider engine={engine}>{children}</EngineProvider>)
}
const imageOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')!
const attributes = (image: HTMLImageElement) =>
  Object.fromEntries(['src', 'srcset', 'sizes', 'width', 'height'].map((name) => [name, image.getAttribute(name)]))
const srcset = [160, 320, 640]
  .map((width) => `${folder}/dosa.${width}w.webp ${width}w`)
  .concat(`${photo} 900w`)
  .join(', ')

describe('processed photos in the catalogue', () => {
  it('give an item card srcset, sizes of its 72 px box, and the photo’s width and height', () => {
    view(
      <>
        <ItemCard item={processed} />
        <ItemCard item={plain} />
      </>,
    )
    expect(attributes(imageOf('Masala Dosa'))).toEqual({
      src: photo,
      srcset,
      sizes: '72px',
      width: '900',
      height: '1600',
    })
    // A photo address from elsewhere (seed data, a CSV link) stays a plain src.
    expect(attributes(imageOf('Filter Coffee'))).toEqual({
      src: '/demo/coffee.jpg',
      srcset: null,
      sizes: null,
      width: null,
      height: null,
    })
  })
})
