// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine/react'
import { createTestEngine } from '../../engine/testing/test-engine'
import { toCartItem } from './cart-line'
import { CartLine } from './components/CartLine'
import { cartPlugin } from './index'
import { PHOTO_SRC, PHOTO_SRCSET, photoAttributes, photoItem } from '../../ui/testing/processed-photo'

afterEach(cleanup)

describe('a processed photo in the cart', () => {
  it('give a cart line srcset, sizes of its 64 px box, and the photo’s width and height', () => {
    const line = toCartItem(photoItem, { variant: null, package: null }, 1, '2026-11-26T00:00:00.000Z')
    const { engine } = createTestEngine({ plugins: [cartPlugin] })
    render(
      <EngineProvider engine={engine}>
        <CartLine lineKey="p1" line={line} />
      </EngineProvider>,
    )
    expect(photoAttributes(screen.getByRole('article', { name: 'Masala Dosa' }).querySelector('img')!)).toEqual({
      src: PHOTO_SRC,
      srcset: PHOTO_SRCSET,
      sizes: '64px',
      width: '900',
      height: '1600',
    })
  })
})
