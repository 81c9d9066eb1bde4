import { describe, expect, it } from 'vitest'
import type { SectionValue } from '../../contract/page'
import { decode } from '../../contract/decode'
import {
  boolean,
  colour,
  defineSchema,
  image,
  keysUsedTwice,
  link,
  list,
  longText,
  number,
  readValues,
  select,
  text,
} from './section-schema'

const reviews = defineSchema({
  name: 'Reviews',
  owner: 'sections/reviews',
  anchor: 'reviews',
  fields: {
    title: text('Title', { label: 'title', required: true, max: 40 }),
    intro: longText('Intro', { label: 'description' }),
    photo: image('Photo', { label: 'photo' }),
    more: link('More', { label: 'buttonLink' }),
    accent: colour('Accent', { label: 'icon' }),
    highlight: boolean('Highlight', { label: 'title', default: 'false' }),
    stars: number('Stars', { label: 'title', min: 1, max: 5 }),
    icon: select('Icon', { label: 'icon', options: ['star', 'heart'] }),
    tags: text('Tag', { label: 'points', repeat: 3 }),
    reviews: list('Reviews', {
      label: 'testimonials',
      max: 3,
      fields: {
        quote: longText('Quote', { label: 'quote', required: true }),
        author: text('Author', { label: 'author' }),
      },
    }),
  },
})

const pairs = (...entries: [string, string][]): SectionValue[] => entries.map(([key, value]) => ({ key, value }))
const decoded = (...entries: [string, string][]) => decode(reviews.codec, pairs(...entries), 'values')

describe('a schema-derived codec', () => {
  it('decodes every kind: trimmed text, numbers, booleans (with default), selects, repeated keys', () => {
    expect(
      decoded(
        ['Title', ' Loved '],
        ['Stars', '4'],
        ['Icon', 'heart'],
        ['Tag', 'a'],
        ['Tag', ''],
        ['Tag', 'b'],
        ['Accent', '#9A3412'],
        ['Photo', '/r.png'],
      ),
    ).toEqual({
      ok: true,
      value: {
        title: 'Loved',
        intro: undefined,
        photo: '/r.png',
        more: undefined,
        accent: '#9A3412',
        highlight: false,
        stars: 4,
        icon: 'heart',
        tags: ['a', 'b'],
        reviews: [],
      },
    })
  })

  it('keeps each record of a list together: a record starts at its first key, or at a key it already has', () => {
    const result = decoded(
      ['Title', 'Reviews'],
      ['Quote', 'Lovely'],
      ['Author', 'Ritu'],
      ['Tag', 'between'],
      ['Quote', 'Fresh'],
      ['Quote', 'Crisp'],
      ['Author', 'Asha'],
    )
    expect(result.ok && result.value.reviews).toEqual([
      { quote: 'Lovely', author: 'Ritu' },
      { quote: 'Fresh', author: undefined },
      { quote: 'Crisp', author: 'Asha' },
    ])
    // An Author again starts a new record, which has no Quote.
    expect(decoded(['Title', 'T'], ['Quote', 'Lovely'], ['Author', 'Ritu'], ['Author', 'Vikram'])).toEqual({
      ok: false,
      errors: [{ path: 'values.Reviews.1.Quote', message: 'is required' }],
    })
  })

  it('reports every failure with its path: a record by its index, then its key', () => {
    const result = decoded(
      ['Title', 'x'.repeat(41)],
      ['Stars', '6'],
      ['Highlight', 'yes'],
      ['Accent', 'red'],
      ['Icon', 'sun'],
      ['More', 'javascript:alert(1)'],
      ['Quote', 'Lovely'],
      ['Author', 'Ritu'],
      ['Author', 'Vikram'],
    )
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'values.Title', message: 'at most 40 characters' },
      {
        path: 'values.More',
        message:
          'expected a path starting with /, a query starting with ?, an anchor like #final-cta or an https:// URL',
      },
      { path: 'values.Accent', message: 'expected a colour like #9a3412' },
      { path: 'values.Highlight', message: 'expected true or false' },
      { path: 'values.Stars', message: 'expected a number from 1 to 5' },
      { path: 'values.Icon', message: 'expected one of star, heart' },
      { path: 'values.Reviews.1.Quote', message: 'is required' },
    ])
  })

  it('refuses values that are not a list of key/value pairs', () => {
    expect(decode(reviews.codec, { Title: 'x' }, 'values')).toEqual({
      ok: false,
      errors: [{ path: 'values', message: 'expected key/value pairs' }],
    })
  })

  it('limits repeated keys and lists', () => {
    const many = decoded(
      ['Title', 't'],
      ['Tag', '1'],
      ['Tag', '2'],
      ['Tag', '3'],
      ['Tag', '4'],
      ...[1, 2, 3, 4].map((n): [string, string] => ['Quote', `q${n}`]),
    )
    expect(many.ok ? [] : many.errors).toEqual([
      { path: 'values.Tag', message: 'at most 3 allowed' },
      { path: 'values.Reviews', message: 'at most 3 allowed' },
    ])
  })

  it('reads values unchecked (for the editor): empty values missing, empty records and unknown keys dropped', () => {
    expect(
      readValues(
        reviews.fields,
        pairs(['Title', 'T'], ['Tag', ' '], ['Quote', ''], ['Author', ''], ['Quote', 'q'], ['Other', 'x']),
      ),
    ).toMatchObject({
      title: ['T'],
      tags: [],
      reviews: [{ quote: ['q'], author: [] }],
    })
  })

  it("finds a key used by two fields (a list's keys included)", () => {
    const twice = defineSchema({
      name: 'Twice',
      owner: 'sections/twice',
      fields: {
        title: text('Title'),
        items: list('Items', { label: 'testimonials', max: 2, fields: { title: text('Title') } }),
      },
    })
    expect(keysUsedTwice(twice)).toEqual(['Title'])
    expect(keysUsedTwice(reviews)).toEqual([])
  })
})
