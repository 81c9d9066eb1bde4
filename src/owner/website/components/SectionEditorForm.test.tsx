// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
import { EditorServicesContext } from '../editor-context'
import { SectionEditor } from '../section-editor'
import type { WebsiteStore } from '../website-store'
import { SectionEditorForm } from './SectionEditorForm'
import { testSection } from '../../../../contract/testing/test-section'

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

const section = testSection(
  'Showcase',
  [
    ['Title', 'Our best'],
    ['Logo', '/demo/logo.svg'],
    ['Accent', '#9a3412'],
    ['Quote', 'Lovely'],
    ['Author', 'Ritu'],
  ],
  { _id: 'show' },
)

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
    // A link: a picker of where it may go (the page's parts, the chat, the catalogue's items), and the link typed.
    expect((within(form).getByRole('textbox', { name: 'Button link' }) as HTMLInputElement).inputMode).toBe('url')
    const picker = within(form).getByRole('combobox', { name: 'Where Button link goes' }) as HTMLSelectElement
    expect(picker.value).toBe('')
    // An image: the picture, its link, and an upload with the shape to cut it to.
    expect((within(form).getByLabelText('Upload a picture for Logo') as HTMLInputElement).type).toBe('file')
    expect((within(form).getByRole('combobox', { name: 'Shape of Logo' }) as HTMLSelectElement).value).toBe('square')
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
    fireEvent.click(within(form).getByRole('button', { name: 'Save to draft' }))
    expect(store.saveEditor).toHaveBeenCalled()
  })

  it('moves records up and down; the ends cannot move further', () => {
    const { editor, form } = renderForm()
    const list = within(form).getByRole('group', { name: 'Testimonials' })
    fireEvent.click(within(list).getByRole('button', { name: 'Add to Testimonials' }))
    const second = within(form).getByRole('group', { name: 'Testimonials, item 2' })
    fireEvent.change(within(second).getByRole('textbox', { name: 'Quote (required)' }), { target: { value: 'Fresh' } })
    const up = within(list).getByRole('button', { name: 'Move Testimonials, item 1 up' }) as HTMLButtonElement
    const down = within(list).getByRole('button', { name: 'Move Testimonials, item 2 down' }) as HTMLButtonElement
    expect([up.disabled, down.disabled]).toEqual([true, true])
    fireEvent.click(within(list).getByRole('button', { name: 'Move Testimonials, item 2 up' }))
    expect(editor.values.filter(({ key }) => key === 'Quote' || key === 'Author')).toEqual([
      { key: 'Quote', value: 'Fresh' },
      { key: 'Quote', value: 'Lovely' },
      { key: 'Author', value: 'Ritu' },
    ])
    expect(
      (
        within(within(form).getByRole('group', { name: 'Testimonials, item 1' })).getByRole('textbox', {
          name: 'Quote (required)',
        }) as HTMLTextAreaElement
      ).value,
    ).toBe('Fresh')
  })

  it('uploads a picture through the upload it is given and puts its URL in the field', async () => {
    const editor = new SectionEditor(section, schema)
    const store = { saveEditor: vi.fn(), closeEditor: vi.fn() } as unknown as WebsiteStore
    const upload = vi.fn(async () => '/uploads/site/logo.png')
    renderOwnerPanel({}, () => (
      <EditorServicesContext.Provider value={{ anchors: [], items: [], categories: [], upload }}>
        <SectionEditorForm editor={editor} label="Showcase (section 1)" store={store} />
      </EditorServicesContext.Provider>
    ))
    const form = screen.getByRole('form', { name: 'Edit Showcase (section 1)' })
    fireEvent.change(within(form).getByRole('combobox', { name: 'Shape of Logo' }), { target: { value: 'original' } })
    const file = new File(['png'], 'logo.png', { type: 'image/png' })
    fireEvent.change(within(form).getByLabelText('Upload a picture for Logo'), { target: { files: [file] } })
    await waitFor(() => expect(editor.valueAt({ name: 'logo' })).toBe('/uploads/site/logo.png'))
    expect(upload).toHaveBeenCalledWith(file, 'original')
  })

  it("keeps a text's Hindi (and Marathi) beside it: under its disclosure, saved as `<key>@hi`, emptied away", () => {
    const hindiTitle = { key: 'Title@hi', value: 'हमारे सबसे अच्छे' }
    const withHindi: Section = { ...section, values: [...section.values, hindiTitle] }
    const editor = new SectionEditor(withHindi, schema)
    const store = { saveEditor: vi.fn(), closeEditor: vi.fn() } as unknown as WebsiteStore
    renderOwnerPanel({}, () => <SectionEditorForm editor={editor} label="Showcase (section 1)" store={store} />)
    const form = screen.getByRole('form', { name: 'Edit Showcase (section 1)' })
    const hindi = within(form).getByRole('group', { name: 'Hindi version (optional)' })
    // Open, since one is filled in; only the single texts are there (not the list's, not the link).
    expect(hindi.hasAttribute('open')).toBe(true)
    const title = within(hindi).getByRole('textbox', { name: 'Title in Hindi' }) as HTMLInputElement
    expect([title.value, title.lang]).toEqual(['हमारे सबसे अच्छे', 'hi'])
    expect(within(hindi).getByRole('textbox', { name: 'Description in Hindi' }).tagName).toBe('TEXTAREA')
    expect(within(hindi).queryByRole('textbox', { name: 'Quote in Hindi' })).toBeNull()
    expect(within(hindi).queryByRole('textbox', { name: 'Button link in Hindi' })).toBeNull()

    fireEvent.change(within(hindi).getByRole('textbox', { name: 'Description in Hindi' }), {
      target: { value: 'ताज़ा और घर का बना' },
    })
    expect(editor.values.filter((value) => value.key.endsWith('@hi'))).toEqual([
      { key: 'Title@hi', value: 'हमारे सबसे अच्छे' },
      { key: 'Description@hi', value: 'ताज़ा और घर का बना' },
    ])
    fireEvent.change(title, { target: { value: '' } })
    expect(editor.values.map((value) => value.key)).not.toContain('Title@hi')

    // Every other language of the registry has its own, folded away while empty.
    const marathi = within(form).getByRole('group', { name: 'Marathi version (optional)' })
    expect(marathi.hasAttribute('open')).toBe(false)
    fireEvent.change(within(marathi).getByRole('textbox', { name: 'Title in Marathi' }), {
      target: { value: 'आमचे सर्वोत्तम' },
    })
    const marathiTitle = editor.values.find((value) => value.key === 'Title@mr')
    expect(marathiTitle).toEqual({ key: 'Title@mr', value: 'आमचे सर्वोत्तम' })
  })
})
