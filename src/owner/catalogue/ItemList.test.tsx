// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testItem as item } from './testing/fake-items'
import { renderCatalogue } from './testing/render-catalogue'

afterEach(cleanup)

const row = async (name: string) => (await screen.findByRole('button', { name: `Edit ${name}` })).closest('li')!

describe("the owner's item list", () => {
  it("shows each item's photo and price: its own, its sale price, or from its options' lowest", async () => {
    const photo = '/uploads/site/owner/photos/cake.png'
    const pricing = { basePrice: 500, salePrice: 450, priceVisible: true, taxApplicable: false, taxRate: 0 }
    const sizes = [
      { ...item(3, 5).variants[0]!, _id: 'small', basePrice: 300 },
      { ...item(3, 5).variants[0]!, _id: 'large', name: '1 kg', basePrice: 550, isDefault: false },
    ]
    renderCatalogue(
      {},
      {
        items: [item(1, 4, { images: [photo], variants: [], pricing }), item(2, 2), item(3, 5, { variants: sizes })],
      },
    )
    const first = await row('Pickle 1')
    expect(first.querySelector('img')?.getAttribute('src')).toBe(photo)
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(within(first).getByText('₹450.00')).toBeTruthy()
    const second = await row('Pickle 2')
    expect(second.querySelector('img')).toBeNull()
    expect(within(second).getByText('₹100.00')).toBeTruthy()
    expect(within(await row('Pickle 3')).getByText('From ₹300.00')).toBeTruthy()
  })

  it('says an empty catalogue has no items yet, with the button to add the first product', async () => {
    renderCatalogue({}, { items: [] })
    expect(await screen.findByText('No items yet — add your first product')).toBeTruthy()
    expect(screen.queryByText('No items match.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add your first product' }))
    expect(await screen.findByRole('form', { name: 'New item' })).toBeTruthy()
  })

  it("says 'No items match.' only for a search that found nothing", async () => {
    renderCatalogue()
    await row('Pickle 1')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'mango' } })
    await waitFor(() => expect(screen.getByText('No items match.')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Add your first product' })).toBeNull()
  })
})
