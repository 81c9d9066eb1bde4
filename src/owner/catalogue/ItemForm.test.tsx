// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OWNER_ITEM_CREATE_PATH, type ItemInput } from '../../../contract/owner-catalogue'
import { testItem as item } from './testing/fake-items'
import { description, renderCatalogue } from './testing/render-catalogue'

afterEach(cleanup)

const moreDetails = () => screen.getByRole('button', { name: 'More details' })
const field = (name: string) => screen.queryByRole('textbox', { name })

describe('the item form', () => {
  it('adds a new item on one screen, photo, name, price and sizes; the rest is behind More details', async () => {
    const { server } = renderCatalogue({
      [`POST ${OWNER_ITEM_CREATE_PATH}`]: (request) => {
        const { name, pricing } = (request.body as { item: ItemInput }).item
        return { body: { message: 'success', item: item(9, 0, { name, pricing, variants: [] }) } }
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
    expect(screen.getByLabelText('Add image')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add variant' })).toBeTruthy()
    expect(moreDetails().getAttribute('aria-expanded')).toBe('false')
    for (const hidden of ['Description', 'Sale price (₹, optional)', 'Weight (kg)', 'Length (cm)', 'Web address name'])
      expect(field(hidden)).toBeNull()
    // A single catalogue: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Catalogue' })).toBeNull()

    fireEvent.change(field('Name')!, { target: { value: 'Chocolate truffle cake' } })
    fireEvent.change(field('Price (₹)')!, { target: { value: '650' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    await waitFor(() => expect(server.callsTo(OWNER_ITEM_CREATE_PATH)).toHaveLength(1))
    const sent = (server.callsTo(OWNER_ITEM_CREATE_PATH)[0]!.body as { item: ItemInput }).item
    expect(sent).toMatchObject({ name: 'Chocolate truffle cake', catalogueId: 'cat-pickles', description: '' })
    expect(sent.pricing.basePrice).toBe(650)
  })

  it('shows every other field once More details is opened', async () => {
    renderCatalogue()
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
    fireEvent.click(moreDetails())
    expect(moreDetails().getAttribute('aria-expanded')).toBe('true')
    for (const shown of ['Description', 'Sale price (₹, optional)', 'Weight (kg)', 'Length (cm)', 'Web address name'])
      expect(field(shown)).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Can be shipped' })).toBeTruthy()
  })

  it('opens More details for a stored item with any of them set, not for one without', async () => {
    renderCatalogue({}, { items: [item(1, 0), item(2, 3, { description: 'Sweet and hot' })] })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 1' }))
    expect(moreDetails().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 2' }))
    expect(moreDetails().getAttribute('aria-expanded')).toBe('true')
    expect((field('Description') as HTMLTextAreaElement).value).toBe('Sweet and hot')
  })

  it("shows a stored item's page address and copies it; a new item has none yet", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    try {
      renderCatalogue({}, { items: [item(1, 0)] })
      fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
      expect(field("Link to this item's page")).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 1' }))
      const link = field("Link to this item's page") as HTMLInputElement
      expect(link.value).toBe(`${location.origin}/products/pickle-1`)
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      expect(await screen.findByText('Link copied')).toBeTruthy()
      expect(writeText).toHaveBeenCalledWith(`${location.origin}/products/pickle-1`)
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
  })

  it("opens More details when a refused save's error is in them, the field marked", async () => {
    renderCatalogue({
      [`POST ${OWNER_ITEM_CREATE_PATH}`]: {
        status: 400,
        body: { message: 'Invalid', errors: [{ path: 'body.item.slug', message: 'taken' }] },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
    fireEvent.change(field('Name')!, { target: { value: 'Lime pickle' } })
    fireEvent.change(field('Price (₹)')!, { target: { value: '120' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    const slug = await screen.findByRole('textbox', { name: 'Web address name' })
    expect(slug.getAttribute('aria-invalid')).toBe('true')
    expect(description(slug)).not.toBe('')
    expect(moreDetails().getAttribute('aria-expanded')).toBe('true')
  })
})
