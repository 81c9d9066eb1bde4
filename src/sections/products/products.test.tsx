// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Storefront, StorefrontItem } from '../../../contract/storefront'
import { errorsOf, renderSection, sectionOf, valuesOf } from '../shared/test-utils'

const item = (id: string, change: Partial<StorefrontItem> = {}): StorefrontItem => ({
  id,
  slug: `${id}-slug`,
  name: `Item ${id}`,
  categoryId: 'breads',
  itemType: 'product',
  image: null,
  priceVisible: true,
  price: { min: 240, max: 240, was: null },
  inStock: true,
  ...change,
})

const storefront: Storefront = {
  items: [
    item('sourdough', {
      name: 'Sourdough loaf',
      image: '/uploads/s/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/loaf.640x480.webp',
      price: { min: 240, max: 480, was: null },
    }),
    item('baguette', { name: 'Baguette', price: { min: 90, max: 90, was: 120 } }),
    item('croissant', { name: 'Croissant', categoryId: 'pastry', inStock: false }),
    item('cake', { name: 'Wedding cake', categoryId: 'cakes', priceVisible: false }),
  ],
  newest: ['cake', 'croissant', 'baguette', 'sourdough'],
  bestselling: ['baguette', 'cake', 'sourdough', 'croissant'],
  categories: [],
}

const products = (...entries: [string, string][]) => sectionOf('Products', [['Title', 'Our bakes'], ...entries])
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('Products', () => {
  it('shows the newest by default, as many as asked', () => {
    renderSection(products(['How Many', '3']), { storefront })
    expect(cardNames()).toEqual(['Wedding cake', 'Croissant', 'Baguette'])
  })

  it("shows a category's items in the shop's order, or the ones picked in their order", () => {
    renderSection(products(['Show', 'category'], ['Category', 'breads']), { storefront })
    expect(cardNames()).toEqual(['Sourdough loaf', 'Baguette'])
    renderSection(products(['Show', 'category'], ['Category', 'breads'], ['Order', 'lowestPrice']), { storefront })
    expect(cardNames().slice(2)).toEqual(['Baguette', 'Sourdough loaf'])
  })

  it('shows the bestselling in their rank, which no order of the section changes', () => {
    renderSection(products(['Show', 'bestselling'], ['How Many', '3'], ['Order', 'lowestPrice']), { storefront })
    expect(cardNames()).toEqual(['Baguette', 'Wedding cake', 'Sourdough loaf'])
  })

  it('shows hand-picked items in their order, skipping ids the shop no longer has', () => {
    renderSection(products(['Show', 'items'], ['Item', 'croissant'], ['Item', 'gone'], ['Item', 'sourdough']), {
      storefront,
    })
    expect(cardNames()).toEqual(['Croissant', 'Sourdough loaf'])
  })

  it("shows a variants' price range, a sale price beside the old one, and hidden prices as on request", () => {
    const { container } = renderSection(products(), { storefront })
    const prices = [...container.querySelectorAll('.product-card__price')].map((price) => price.textContent)
    expect(prices).toEqual(['Price on request', '₹240.00', '₹120.00 ₹90.00', '₹240.00 – ₹480.00'])
    expect(screen.getByLabelText('Was ₹120.00').tagName).toBe('S')
  })

  it("says 'Out of stock' and offers only Ask for an item that cannot be bought", () => {
    renderSection(products(['Show', 'items'], ['Item', 'croissant']), { storefront })
    expect(screen.getByText('Out of stock')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Buy Croissant now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Ask about Croissant' }).getAttribute('href')).toBe(
      '?chat=open&source=send_enquiry_request&item=croissant-slug',
    )
  })

  it("links the name to the product's page, and Add to Cart and Buy now into the chat", () => {
    renderSection(products(['Show', 'items'], ['Item', 'sourdough']), { storefront })
    expect(screen.getByRole('link', { name: 'Sourdough loaf' }).getAttribute('href')).toBe('/products/sourdough-slug')
    expect(screen.getByRole('link', { name: 'Add Sourdough loaf to the cart' }).getAttribute('href')).toBe(
      '?chat=open&source=add_to_cart&item=sourdough-slug',
    )
    expect(screen.getByRole('link', { name: 'Buy Sourdough loaf now' }).getAttribute('href')).toBe(
      '?chat=open&source=direct_buy&item=sourdough-slug',
    )
    expect(screen.queryByText('Out of stock')).toBeNull()
  })

  it('gives a processed photo its WebP widths, its size and a lazy load', () => {
    const { container } = renderSection(products(['Show', 'items'], ['Item', 'sourdough']), { storefront })
    const image = container.querySelector('img')!
    expect(image.getAttribute('srcset')).toContain('loaf.320w.webp 320w')
    expect(image.getAttribute('sizes')).toBeTruthy()
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480'])
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('renders nothing for visitors when there is nothing to show; the preview says what will appear', () => {
    const { container } = renderSection(products(), {
      storefront: { items: [], newest: [], bestselling: [], categories: [] },
    })
    expect(container.innerHTML).toBe('')
    renderSection(products(['Show', 'category'], ['Category', 'none']), { storefront, editMode: true })
    expect(screen.getByText('Your products will show here once you add one.')).toBeTruthy()
  })

  it('decodes its binding with defaults, and refuses a bad one with its path', () => {
    expect(valuesOf(products())).toMatchObject({ show: 'newest', order: 'shop', limit: 8, items: [] })
    expect(errorsOf(products(['Show', 'all'], ['How Many', '99'], ['Item', 'a b']))).toEqual([
      { path: 'sections.0.values.Show', message: 'expected one of newest, bestselling, category, items' },
      { path: 'sections.0.values.Item.0', message: 'expected the id of an item or category of the shop' },
      { path: 'sections.0.values.How Many', message: 'expected a number from 1 to 24' },
    ])
  })
})
