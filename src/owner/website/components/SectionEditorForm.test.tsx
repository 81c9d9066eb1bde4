// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '../../../../contract/page'
import {
  boolean,
  colour,
  defineSchema,
  image,
  link,
  list,
  longText,
  number,
  select,
  text,
} from '../../../registry/section-schema'
import { renderOwnerPanel } from '../../panel-kit/testing/render-owner'
import { SectionEditor } from '../section-editor'
import type { WebsiteStore } from '../website-store'
import { SectionEditorForm } from './SectionEditorForm'

afterEach(cleanup)

/** Every kind of field (labels borrowed from `locales/en/section-fields.json`). */
const schema = defineSchema({
  name: 'Showcase',
  owner: 'sections/showcase',
  links: ['cart_summary', 'direct_buy'],
  fields: {
    title: text('Title', { required: true, max: 60 }),
    description: longText('Description'),
    logo: image('Logo'),
    buttonLink: link('Button Link'),
    icon: select('Icon', { options: ['leaf', 'star'] }),
    accent: colour('Accent', { label: 'tagline' }),
    stars: number('Stars', { label: 'mainTitle', min: 1, max: 5 }),
    highlight: boolean('Highlight', { label: 'takeaway', default: 'false' }),
    testimonials: list('Testimonials', {
      max: 2,
      fields: { quote: longText('Quote', { required: true }), author: text('Author') },
    }),
  },
})

const section: Section = {
  _id: 'show',
  name: 'Showcase',
  status: 'shown',
  viewMode: 'both',
  indexPosition: 0,
  values: [
    { key: 'Title', value: 'Our best' },
    { key: 'Logo', value: '/demo/logo.svg' },
    { key: 'Accent', value: '#9a3412' },
    { key: 'Quote', value: 'Lovely' },
    { key: 'Author', value: 'Ritu' },
  ],
}

function renderForm() {
  const editor = new SectionEditor(section, schema)
  const store = { saveEditor: vi.fn(), closeEditor: vi.fn() } as unknown as WebsiteStore
  renderOwnerPanel({}, () => <SectionEditorForm editor={editor} label="Showcase (section 1)" store={store} />)
  return { editor, store, form: screen.getByRole('form', { name: 'Edit Showcase (section 1)' }) }
}

describe('SectionEditorForm (a form built from a section schema)', () => {
  it('gives every kind its own labelled control', () => {
    const { form } = renderForm()
    const title = within(form).getByRole('textbox', { name: 'Title (required)' }) as HTMLInputElement
    expect([title.type, title.maxLength, title.value]).toEqual(['text', 60, 'Our best'])
    expect(within(form).getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA')
    expect(within(form).getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe('/demo/logo.svg')
    const link = within(form).getByRole('combobox', { name: 'Button link' }) as HTMLInputElement
    const offered = [...link.list!.querySelectorAll('option')].map((option) => [option.value, option.label])
    expect(offered).toEqual([
      ['?chat=open&source=cart_summary', 'Open the chat on the cart'],
      ['?chat=open&source=direct_buy&item=', 'Open the chat to order an item (add its slug)'],
    ])
    expect(
      [...(within(form).getByRole('combobox', { name: 'Icon' }) as HTMLSelectElement).options].map(
        (option) => option.text,
      ),
    ).toEqual(['None', 'leaf', 'star'])
    expect((within(form).getByLabelText('Tagline') as HTMLInputElement).type).toBe('color')
    expect(within(form).getByRole('spinbutton', { name: 'Small heading' }).getAttribute('max')).toBe('5')
    expect((within(form).getByRole('checkbox', { name: 'Takeaway' }) as HTMLInputElement).checked).toBe(false)
    const record = within(form).getByRole('group', { name: 'Testimonials, item 1' })
    expect((within(record).getByRole('textbox', { name: 'Quote (required)' }) as HTMLTextAreaElement).value).toBe(
      'Lovely',
    )
    expect((within(record).getByRole('textbox', { name: 'Author' }) as HTMLInputElement).value).toBe('Ritu')
  })

  it('adds records up to the list’s limit, removes them, and writes each control back to its key', () => {
    const { editor, form, store } = renderForm()
    const list = within(form).getByRole('group', { name: 'Testimonials' })
    fireEvent.click(within(list).getByRole('button', { name: 'Add to Testimonials' }))
    expect(within(list).queryByRole('button', { name: 'Add to Testimonials' })).toBeNull()
    expect(within(list).getByText('Testimonials: at most 2.')).toBeTruthy()
    const second = within(form).getByRole('group', { name: 'Testimonials, item 2' })
    fireEvent.change(within(second).getByRole('textbox', { name: 'Quote (required)' }), { target: { value: 'Fresh' } })
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Testimonials, item 1' }))
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Takeaway' }))
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Small heading' }), { target: { value: '4' } })
    fireEvent.change(within(form).getByRole('combobox', { name: 'Icon' }), { target: { value: 'star' } })
    expect(editor.values.map(({ key, value }) => `${key}=${value}`)).toEqual([
      'Title=Our best',
      'Logo=/demo/logo.svg',
      'Icon=star',
      'Accent=#9a3412',
      'Stars=4',
      'Highlight=true',
      'Quote=Fresh',
    ])
    fireEvent.click(within(form).getByRole('button', { name: 'Save section' }))
    expect(store.saveEditor).toHaveBeenCalled()
  })
})
