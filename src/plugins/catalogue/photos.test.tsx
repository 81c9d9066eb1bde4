// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testItem } from '../../../contract/testing/test-item'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { ItemCard } from './components/ItemCard'
import { cataloguePlugin } from './index'
import { PHOTO_SRC, PHOTO_SRCSET, photoAttributes, photoItem } from '../../ui/testing/processed-photo'

afterEach(cleanup)

const plain = testItem({ _id: 'p2', productId: 'p2', name: 'Filter Coffee', images: ['/demo/coffee.jpg'] })

function view(children: React.ReactNode) {
  const { engine } = createTestEngine({ plugins: [cataloguePlugin] })
  render(<EngineProvider engine={engine}>{children}</EngineProvider>)
}
const imageOf = (name: string) => screen.getByRole('article', { name }).querySelector('img')!

describe('processed photos in the catalogue', () => {
  it('give an item card srcset, sizes of its 72 px box, and the photo’s width and height', () => {
    view(
      <>
        <ItemCard item={photoItem} />
        <ItemCard item={plain} />
      </>,
    )
    expect(photoAttributes(imageOf('Masala Dosa'))).toEqual({
      src: PHOTO_SRC,
      srcset: PHOTO_SRCSET,
      sizes: '72px',
      width: '900',
      height: '1600',
    })
    // A photo address from elsewhere (seed data, a CSV link) stays a plain src.
    expect(photoAttributes(imageOf('Filter Coffee'))).toEqual({
      src: '/demo/coffee.jpg',
      srcset: null,
      sizes: null,
      width: null,
      height: null,
    })
  })
})
