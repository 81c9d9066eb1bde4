import { describe, expect, it } from 'vitest'
import type { Section } from '../../../contract/page'
import { boolean, defineSchema, image, list, longText, text } from '../../registry/section-schema'
import { SectionEditor } from './section-editor'

const schema = defineSchema({
  name: 'Testimonials',
  owner: 'sections/testimonials',
  fields: {
    title: text('Title', { required: true }),
    highlight: boolean('Highlight', { label: 'title', default: 'false' }),
    testimonials: list('Testimonials', {
      max: 3,
      fields: {
        quote: longText('Quote', { required: true }),
        author: text('Author', { required: true }),
        photo: image('Photo'),
      },
    }),
  },
})

const section = (values: [string, string][]): Section => ({
  _id: 's',
  name: 'Testimonials',
  status: 'shown',
  viewMode: 'both',
  indexPosition: 0,
  values: values.map(([key, value]) => ({ key, value })),
})

const stored = section([
  ['Title', 'Kind words'],
  ['Quote', 'Lovely'],
  ['Author', 'Ritu'],
  ['Note', 'kept as it is'],
  ['Quote', 'Fresh'],
  ['Author', 'Asha'],
  ['Photo', '/asha.jpg'],
])

describe('SectionEditor (a section form shaped by its schema)', () => {
  it('starts from the stored values: a value per field (or its default), each record with its own fields', () => {
    const editor = new SectionEditor(stored, schema)
    expect(editor.valueAt({ name: 'title' })).toBe('Kind words')
    expect(editor.valueAt({ name: 'highlight' })).toBe('false')
    expect(editor.entriesOf('testimonials').map((entry) => entry.values)).toEqual([
      { quote: 'Lovely', author: 'Ritu', photo: '' },
      { quote: 'Fresh', author: 'Asha', photo: '/asha.jpg' },
    ])
  })

  it('writes records back together, first key first; drops empty ones; keeps unknown keys last', () => {
    const editor = new SectionEditor(stored, schema)
    const [first] = editor.entriesOf('testimonials')
    editor.setValue({ name: 'testimonials', id: first!.id, part: 'author' }, 'Ritu, Bengaluru')
    editor.add('testimonials')
    const third = editor.add('testimonials')
    editor.setValue({ name: 'testimonials', id: third, part: 'author' }, 'Vikram')
    expect(editor.values.map(({ key, value }) => `${key}=${value}`)).toEqual([
      'Title=Kind words',
      'Highlight=false',
      'Quote=Lovely',
      'Author=Ritu, Bengaluru',
      'Quote=Fresh',
      'Author=Asha',
      'Photo=/asha.jpg',
      'Quote=',
      'Author=Vikram',
      'Note=kept as it is',
    ])
  })

  it("checks with the schema's codec before saving and puts each error on its record's input", () => {
    const editor = new SectionEditor(stored, schema)
    const records = editor.entriesOf('testimonials')
    editor.add('testimonials')
    const last = editor.add('testimonials')
    editor.setValue({ name: 'testimonials', id: last, part: 'author' }, 'Vikram')
    editor.setValue({ name: 'title' }, '')
    expect(editor.check()).toBe(false)
    expect(editor.saving).toBe(false)
    expect(editor.errorsAt({ name: 'title' })).toEqual(['is required'])
    // The empty record in between is not saved, so the codec's record 2 is the one with Vikram.
    expect(editor.errorsAt({ name: 'testimonials', id: last, part: 'quote' })).toEqual(['is required'])
    expect(editor.errorsAt({ name: 'testimonials', id: records[0]!.id, part: 'quote' })).toEqual([])

    editor.remove('testimonials', last)
    editor.setValue({ name: 'title' }, 'Kind words')
    expect(editor.check()).toBe(true)
  })

  it("places a refused save's errors by key, by record, by the position of the value sent, or on the form", () => {
    const editor = new SectionEditor(stored, schema)
    const [, second] = editor.entriesOf('testimonials')
    editor.refused({
      message: 'Invalid request',
      network: false,
      fields: [
        { path: 'body.values.Testimonials.1.Photo', message: 'is too large' },
        { path: 'body.values.0.value', message: 'is taken' },
        { path: 'body.values.Testimonials', message: 'at most 3 allowed' },
        { path: 'body.values.Subtitle', message: 'is required' },
        { path: 'body.sectionId', message: 'is unknown' },
      ],
    })
    expect(editor.errorsAt({ name: 'testimonials', id: second!.id, part: 'photo' })).toEqual(['is too large'])
    expect(editor.errorsAt({ name: 'title' })).toEqual(['is taken'])
    expect(editor.errorsAt({ name: 'testimonials' })).toEqual(['at most 3 allowed'])
    expect(editor.formErrors).toEqual(['Subtitle: is required', 'is unknown'])
    expect(editor.failure).toBeNull()
  })

  it("keeps the owner's text each version was written from, and marks it out of date when the text changes", () => {
    const editor = new SectionEditor(
      section([
        ['Title', 'Kind words'],
        ['Title@hi', 'मीठे शब्द'],
      ]),
      schema,
    )
    expect(editor.isStale('hi', 'title')).toBe(false)
    editor.setValue({ name: 'title' }, 'Warm words')
    expect(editor.isStale('hi', 'title')).toBe(true)
    // Saved so, it stays out of date when the form opens again.
    const saved = new SectionEditor({ ...stored, values: editor.values }, schema)
    expect(saved.values.filter(({ key }) => key.startsWith('Title'))).toEqual([
      { key: 'Title', value: 'Warm words' },
      { key: 'Title@hi', value: 'मीठे शब्द' },
      { key: 'Title@hi~from', value: 'Kind words' },
    ])
    expect(saved.isStale('hi', 'title')).toBe(true)
    // 'Still right' takes the text as it is now; a Hindi edited now is written from the text it is saved with.
    saved.keepTranslation('hi', 'title')
    expect(saved.isStale('hi', 'title')).toBe(false)
    editor.setTranslation('hi', 'title', 'गर्म शब्द')
    expect(editor.isStale('hi', 'title')).toBe(false)
    expect(editor.values.find(({ key }) => key === 'Title@hi~from')?.value).toBe('Warm words')
  })
})
