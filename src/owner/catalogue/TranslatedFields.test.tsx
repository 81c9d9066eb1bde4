// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_ITEM_CREATE_PATH, OWNER_ITEM_UPDATE_PATH, type ItemInput } from '../../../contract/owner-catalogue'
import { testItem as item } from './testing/fake-items'
import { description, renderCatalogue } from './testing/render-catalogue'

afterEach(cleanup)

const moreDetails = () => screen.getByRole('button', { name: 'More details' })
const field = (name: string) => screen.queryByRole('textbox', { name }) as HTMLInputElement | null
const sentItem = (body: unknown) => (body as { item: ItemInput }).item

describe("the item form's words in other languages", () => {
  it("has 'Name in हिन्दी' and 'Description in हिन्दी' in More details, and sends them", async () => {
    const { server } = renderCatalogue({
      [`POST ${OWNER_ITEM_CREATE_PATH}`]: (request) => {
        const { name, pricing, ...texts } = sentItem(request.body)
        const hindi = { 'name@hi': texts['name@hi'], 'description@hi': texts['description@hi'] }
        return { body: { message: 'success', item: item(9, 0, { name, pricing, variants: [], ...hindi }) } }
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
    expect(field('Name in हिन्दी')).toBeNull()
    fireEvent.click(moreDetails())
    fireEvent.change(field('Name')!, { target: { value: 'Lime pickle' } })
    fireEvent.change(field('Price (₹)')!, { target: { value: '120' } })
    fireEvent.change(field('Name in हिन्दी')!, { target: { value: 'नींबू का अचार' } })
    fireEvent.change(field('Description in हिन्दी')!, { target: { value: 'खट्टा और तीखा।' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    await waitFor(() => expect(server.callsTo(OWNER_ITEM_CREATE_PATH)).toHaveLength(1))
    expect(sentItem(server.callsTo(OWNER_ITEM_CREATE_PATH)[0]!.body)).toMatchObject({
      name: 'Lime pickle',
      'name@hi': 'नींबू का अचार',
      'description@hi': 'खट्टा और तीखा।',
    })
  })

  it('opens More details on a stored Hindi name, and refuses one too long beside its box', async () => {
    const { server } = renderCatalogue({}, { items: [item(1, 0), item(2, 3, { 'name@hi': 'अचार 2' })] })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 2' }))
    expect(moreDetails().getAttribute('aria-expanded')).toBe('true')
    const hindi = field('Name in हिन्दी')!
    expect(hindi.value).toBe('अचार 2')
    expect(hindi.closest('fieldset')!.lang).toBe('hi')
    fireEvent.change(hindi, { target: { value: 'अ'.repeat(121) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    await waitFor(() => expect(field('Name in हिन्दी')!.getAttribute('aria-invalid')).toBe('true'))
    expect(description(field('Name in हिन्दी')!)).not.toBe('')
    expect(server.callsTo(OWNER_ITEM_UPDATE_PATH)).toHaveLength(0)
  })
})
