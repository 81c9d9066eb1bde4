import { describe, expect, it } from 'vitest'
import type { Section } from '../../../contract/page.js'
import { describeChanges } from './page-changes.js'

const section = (id: string, name: string, values: [string, string][], status: Section['status'] = 'shown') => ({
  _id: id,
  name,
  status,
  viewMode: 'both' as const,
  indexPosition: 0,
  values: values.map(([key, value]) => ({ key, value })),
})
const page = (...sections: Section[]) => sections.map((each, indexPosition) => ({ ...each, indexPosition }))
const hero = section('hero', 'Main Header', [['Title', 'Fresh masalas']])
const card = section('card', 'Section 1 Card', [['Title', 'Pickles']])
const cta = section('cta', 'Final CTA', [['Title', 'Order now']])

describe('describeChanges', () => {
  it('names edited fields, hidden, added and removed sections, in page order', () => {
    const before = page(hero, card, cta)
    const after = page(
      { ...hero, values: [{ key: 'Title', value: 'Masalas' }] },
      { ...cta, status: 'hide' },
      section('new', 'Contact', [['Title', 'Call us']]),
    )
    expect(describeChanges(before, after)).toEqual([
      { kind: 'edited', name: 'Main Header', title: 'Masalas', fields: ['title'] },
      { kind: 'hid', name: 'Final CTA', title: 'Order now', fields: [] },
      { kind: 'added', name: 'Contact', title: 'Call us', fields: [] },
      { kind: 'removed', name: 'Section 1 Card', title: 'Pickles', fields: [] },
    ])
  })

  it('names one move as one section, and a default written out as no change', () => {
    const withDefault = { ...hero, values: [...hero.values, { key: 'Button 1 Link', value: '#final-cta' }] }
    expect(describeChanges(page(hero, card, cta), page(cta, withDefault, card))).toEqual([
      { kind: 'moved', name: 'Final CTA', title: 'Order now', fields: [] },
    ])
    expect(describeChanges(page(hero), page(hero))).toEqual([])
  })
})
