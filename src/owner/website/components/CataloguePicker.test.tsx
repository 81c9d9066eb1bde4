// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productsSchema } from '../../../sections/products/schema'
import { renderOwnerPanel } from '../../panel-kit/testing/render-owner'
import { EditorServicesContext, type EditorServices } from '../editor-context'
import { SectionEditor } from '../section-editor'
import type { WebsiteStore } from '../website-store'
import { SectionEditorForm } from './SectionEditorForm'
import { testSection } from '../../../../contract/testing/test-section'

afterEach(cleanup)

const products = testSection(
  'Products',
  [
    ['Title', 'Our bakes'],
    ['Show', 'items'],
    ['Item', 'loaf'],
    ['Item', 'gone'],
  ],
  { _id: 'sec-products', indexPosition: 3 },
)

const services: EditorServices = {
  anchors: [],
  items: [
    { id: 'loaf', name: 'Sourdough loaf', slug: 'sourdough-loaf' },
    { id: 'rusk', name: 'Cardamom rusk', slug: 'cardamom-rusk' },
  ],
  categories: [{ id: 'breads', name: 'Breads' }],
  upload: vi.fn(),
}

function renderForm(editor: SectionEditor) {
  const store = { saveEditor: vi.fn(), closeEditor: vi.fn() } as unknown as WebsiteStore
  renderOwnerPanel({}, () => (
    <EditorServicesContext.Provider value={services}>
      <SectionEditorForm editor={editor} label="Our bakes (section 4)" store={store} />
    </EditorServicesContext.Provider>
  ))
  return screen.getByRole('form', { name: 'Edit Our bakes (section 4)' })
}

describe("a storefront section's pickers (catalogue fields)", () => {
  it('offers what to show in words, the categories and the items by name, storing their ids', () => {
    const editor = new SectionEditor(products, productsSchema)
    const form = renderForm(editor)
    const show = within(form).getByRole('combobox', { name: 'Show' }) as HTMLSelectElement
    expect([...show.options].map((option) => option.textContent)).toEqual([
      'The newest products',
      'Your bestselling products',
      'The products of one category',
      'Products you pick',
    ])
    const category = within(form).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement
    expect([...category.options].map((option) => option.textContent)).toEqual(['None', 'Breads'])
    fireEvent.change(category, { target: { value: 'breads' } })
    expect(editor.valueAt({ name: 'category' })).toBe('breads')

    const first = within(form).getByRole('combobox', { name: 'Products, item 1' }) as HTMLSelectElement
    expect(first.value).toBe('loaf')
    fireEvent.change(first, { target: { value: 'rusk' } })
    expect(first.value).toBe('rusk')
  })

  it('keeps an id the catalogue no longer has, named as such', () => {
    const form = renderForm(new SectionEditor(products, productsSchema))
    const second = within(form).getByRole('combobox', { name: 'Products, item 2' }) as HTMLSelectElement
    expect(second.value).toBe('gone')
    expect(second.selectedOptions[0]!.textContent).toBe('No longer in your catalogue (gone)')
  })
})
