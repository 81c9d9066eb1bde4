// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Storefront } from '../../../contract/storefront'
import { renderSection, sectionOf } from '../shared/test-utils'

const storefront: Storefront = {
  items: [],
  newest: [],
  bestselling: [],
  categories: [
    { id: 'breads', slug: 'breads', name: 'Breads', image: '/demo/breads.svg', items: 3 },
    { id: 'cakes', slug: 'cakes-2', name: 'Cakes', image: null, items: 1 },
  ],
}
const categories = sectionOf('Categories', [['Title', 'Shop by category']])

describe('Categories', () => {
  it("shows the shop's categories as tiles, each opening that category's own page", () => {
    renderSection(categories, { storefront })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Shop by category')
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Breads', '/products/category/breads'],
      ['Cakes', '/products/category/cakes-2'],
    ])
  })

  it('renders nothing for visitors without a category; the preview says what will appear', () => {
    const { container } = renderSection(categories, {
      storefront: { items: [], newest: [], bestselling: [], categories: [] },
    })
    expect(container.innerHTML).toBe('')
    renderSection(categories, { editMode: true })
    expect(screen.getByText('Your categories will show here once a product is in one.')).toBeTruthy()
  })
})
