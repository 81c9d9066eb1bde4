// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_ITEM_CREATE_PATH,
  OWNER_ITEM_UPDATE_PATH,
  OWNER_STOCK_PATH,
  OWNER_TOPICS_SAVE_PATH,
} from '../../../contract/owner-catalogue'
import { OWNER_UPLOAD_PATH } from '../../../contract/owner-inbox'
import { INVALID_IMAGE } from '../../../contract/photo'
import { OWNER_CATALOGUE_ITEMS_PATH, OWNER_ITEM_MOVE_PATH } from '../../../contract/owner-catalogue-items'
import { testItem as item } from './testing/fake-items'
import { description, renderCatalogue as setup } from './testing/render-catalogue'
import { filterStock, stockRows } from './stock-rows'

afterEach(cleanup)

describe('the Catalogue tab', () => {
  it('refuses a save with the errors beside their fields (contract codecs), without calling the server', async () => {
    const { server } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Variant 1 stock' }), { target: { value: '-2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(description(name)).toBe('Fill this in.')
    expect(description(screen.getByRole('textbox', { name: 'Variant 1 name' }))).toBe('Fill this in.')
    expect(description(screen.getByRole('textbox', { name: 'Variant 1 stock' }))).toBe(
      'Enter a whole number, 0 or more.',
    )
    expect(server.callsTo(OWNER_ITEM_CREATE_PATH)).toEqual([])
    // Typing in a field takes its error away.
    fireEvent.change(name, { target: { value: 'Lime pickle' } })
    expect(name.getAttribute('aria-invalid')).toBeNull()
  })

  it("shows the other owner's version after a 409, with the changed fields marked", async () => {
    const stored = { items: [item(1, 0)] }
    setup(
      {
        [`POST ${OWNER_ITEM_UPDATE_PATH}`]: () => {
          stored.items = [item(1, 0, { name: 'Theirs', version: 2 })]
          return {
            status: 409,
            body: {
              message: 'Someone else saved this item since you opened it',
              code: 'CONFLICT',
              changed: ['name'],
              errors: [{ path: 'body.item.name', message: 'changed' }],
              item: stored.items[0],
            },
          }
        },
      },
      stored,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 1' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save item' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved this item')
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    expect(name.value).toBe('Theirs')
    expect(description(name)).toBe('Changed by someone else.')
  })

  it('filters the stock view on the server and saves a figure edited in place', async () => {
    const stored = { items: [item(1, 0), item(2, 3), item(3, 40)] }
    const { server } = setup(
      {
        [`POST ${OWNER_STOCK_PATH}`]: () => {
          stored.items = [item(1, 0), item(2, 3), item(3, 0)]
          return { body: { message: 'success', item: item(3, 0) } }
        },
      },
      stored,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Stock' }))
    fireEvent.click(screen.getByRole('button', { name: 'Low stock' }))
    await waitFor(() =>
      expect(
        screen.getAllByRole('textbox', { name: /^Stock of/ }).map((field) => field.getAttribute('aria-label')),
      ).toEqual(['Stock of Pickle 1 · 250 g', 'Stock of Pickle 2 · 250 g']),
    )
    expect(server.callsTo(OWNER_CATALOGUE_ITEMS_PATH).at(-1)?.query).toMatchObject({ stock: 'low' })
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    const field = await screen.findByRole('textbox', { name: 'Stock of Pickle 3 · 250 g' })
    fireEvent.change(field, { target: { value: '0' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() =>
      expect(server.callsTo(OWNER_STOCK_PATH)[0]?.body).toEqual({
        itemId: 'item-3',
        optionId: 'v-3',
        stock: 0,
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Out of stock' }))
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Stock of/ })).toHaveLength(2))
    expect(within(screen.getByRole('list')).getAllByText('Out of stock')).toHaveLength(2)
  })
})

describe('the item list', () => {
  it('searches on the server once typing pauses, and shows what it found', async () => {
    const { server } = setup({}, { items: [item(1, 0), item(2, 3, { variants: [] }), item(3, 40)] })
    expect(await screen.findByRole('button', { name: 'Edit Pickle 2' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'p3' } })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pickle 1' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Edit Pickle 3' })).toBeTruthy()
    expect(server.callsTo(OWNER_CATALOGUE_ITEMS_PATH).map((call) => call.query.search)).toEqual([undefined, 'p3'])
  })

  it('moves an item through the server and shows the new order at once', async () => {
    const { server } = setup({ [`POST ${OWNER_ITEM_MOVE_PATH}`]: { body: { message: 'success' } } })
    fireEvent.click(await screen.findByRole('button', { name: 'Move Pickle 1 down' }))
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Edit / }).map((button) => button.textContent)).toHaveLength(3),
    )
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Edit / })[0]!.getAttribute('aria-label')).toBe('Edit Pickle 2'),
    )
    expect(server.callsTo(OWNER_ITEM_MOVE_PATH)[0]!.body).toEqual({ itemId: 'item-1', direction: 'down' })
  })
})

describe('item images', () => {
  it('uploads a photo through the owner upload call; refuses a non JPEG or PNG beside the field', async () => {
    const { server } = setup({
      [`POST ${OWNER_UPLOAD_PATH}`]: { body: { url: '/uploads/site/lime.png' } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 1' }))
    const input = screen.getByLabelText('Add image') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } })
    expect(screen.getByText('Choose a JPEG or PNG image.')).toBeTruthy()
    expect(server.callsTo(OWNER_UPLOAD_PATH)).toEqual([])
    fireEvent.change(input, { target: { files: [new File(['png'], 'lime.png', { type: 'image/png' })] } })
    const image = (await screen.findByRole('img', { name: 'Image 1' })) as HTMLImageElement
    expect(image.getAttribute('src')).toBe('/uploads/site/lime.png')
    expect(screen.queryByText('Choose a JPEG or PNG image.')).toBeNull()
  })

  it('shows a processed photo by its widths, and says when it cannot be read', async () => {
    const folder = '/uploads/site/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10'
    let answer = { status: 200, body: { url: `${folder}/lime.640x480.webp` } as object }
    const { server } = setup({ [`POST ${OWNER_UPLOAD_PATH}`]: () => answer })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pickle 1' }))
    const input = screen.getByLabelText('Add image') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['jpg'], 'lime.jpg', { type: 'image/jpeg' })] } })
    const image = (await screen.findByRole('img', { name: 'Image 1' })) as HTMLImageElement
    expect([image.getAttribute('srcset'), image.getAttribute('sizes')]).toEqual([
      `${folder}/lime.160w.webp 160w, ${folder}/lime.320w.webp 320w, ${folder}/lime.640x480.webp 640w`,
      '64px',
    ])
    expect(server.callsTo(OWNER_UPLOAD_PATH)).toHaveLength(1)

    answer = { status: 400, body: { message: 'This image could not be read.', code: INVALID_IMAGE } }
    fireEvent.change(input, { target: { files: [new File(['jpg'], 'broken.jpg', { type: 'image/jpeg' })] } })
    expect(await screen.findByText('This photo could not be read. Choose another JPEG or PNG.')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Image 2' })).toBeNull()
  })
})

describe('topics', () => {
  it('saves the topics in their new order, and shows a refused name beside its field', async () => {
    const { server } = setup({
      [`POST ${OWNER_TOPICS_SAVE_PATH}`]: (request) => {
        const { topics } = request.body as { topics: { name: string }[] }
        const empty = topics.findIndex((topic) => topic.name === '')
        const errors = [{ path: `body.topics.${empty}.name`, message: 'required' }]
        return empty >= 0
          ? { status: 400, body: { message: 'Invalid', errors } }
          : { body: { message: 'success', topics: [] } }
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Topics' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add topic' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move topic 2 up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save topics' }))
    const name = screen.getByRole('textbox', { name: 'Topic 1 name' })
    await waitFor(() => expect(description(name)).toBe('Fill this in.'))
    expect((server.callsTo(OWNER_TOPICS_SAVE_PATH)[0]!.body as { topics: { name: string }[] }).topics).toEqual([
      { name: '', description: '', image: null },
      { _id: 't', name: 'Shop', description: '', image: null },
    ])
  })

  it("has each topic's name and description in हिन्दी, sent with it and refused beside its box", async () => {
    const { server } = setup({
      [`POST ${OWNER_TOPICS_SAVE_PATH}`]: {
        status: 400,
        body: { message: 'Invalid', errors: [{ path: 'body.topics.0.description@hi', message: 'tooLong' }] },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Topics' }))
    const box = (name: string) => screen.getByRole('textbox', { name })
    fireEvent.change(box('Topic 1 name in हिन्दी'), { target: { value: 'ख़रीदारी' } })
    fireEvent.change(box('Topic 1 description in हिन्दी'), { target: { value: 'क'.repeat(5000) } })
    fireEvent.click(screen.getByRole('button', { name: 'Save topics' }))
    await waitFor(() => expect(box('Topic 1 description in हिन्दी').getAttribute('aria-invalid')).toBe('true'))
    expect(description(box('Topic 1 description in हिन्दी'))).not.toBe('')
    expect((server.callsTo(OWNER_TOPICS_SAVE_PATH)[0]!.body as { topics: object[] }).topics[0]).toMatchObject({
      _id: 't',
      name: 'Shop',
      'name@hi': 'ख़रीदारी',
    })
  })
})

describe('stock rows', () => {
  it('searches item, option and SKU, ignoring case', () => {
    const rows = stockRows([item(1, 0), item(2, 3)])
    expect(filterStock(rows, 'all', 'p2').map((row) => row.key)).toEqual(['item-2|v-2'])
    expect(filterStock(rows, 'out', '').map((row) => row.key)).toEqual(['item-1|v-1'])
  })
})
