import { describe, expect, it } from 'vitest'
import type { Section } from '../../contract/page'
import { defineSection } from './define-section'
import { defineSchema, text } from './section-schema'
import { SectionRegistry } from './section-registry'
import { testSection } from '../../contract/testing/test-section'

const noteSchema = defineSchema({
  name: 'Note',
  owner: 'sections/note',
  anchor: 'note',
  fields: {
    text: text('Text', { label: 'title', required: true }),
    points: text('Point', { label: 'points', repeat: 2 }),
  },
})
const note = defineSection({ schema: noteSchema, render: ({ values }) => values.text })

const section = (name: string, values: [string, string][]): Section => testSection(name, values, { _id: 'n1' })

describe('SectionRegistry', () => {
  it('throws on a second definition of a name, naming both owners', () => {
    expect(
      () =>
        new SectionRegistry([
          note,
          defineSection({ schema: { ...noteSchema, owner: 'sections/sticky-note' }, render: note.render }),
        ]),
    ).toThrow('Section "Note" is defined twice: by sections/note and by sections/sticky-note')
  })

  it('resolves a section into its definition and decoded values (repeated keys in order)', () => {
    const resolved = new SectionRegistry([note]).resolve(
      section('Note', [
        ['Text', ' Hi '],
        ['Point', 'a'],
        ['Point', 'b'],
      ]),
      3,
    )
    expect(resolved).toMatchObject({ ok: true, definition: note, values: { text: 'Hi', points: ['a', 'b'] } })
  })

  it('reports an unknown name and every bad value with its path', () => {
    const registry = new SectionRegistry([note])
    expect(registry.resolve(section('Carousel', []), 2)).toMatchObject({
      ok: false,
      errors: [{ path: 'sections.2.name', message: 'unknown section type "Carousel"' }],
    })
    expect(
      registry.resolve(
        section('Note', [
          ['Text', '   '],
          ['Point', 'a'],
          ['Point', 'b'],
          ['Point', 'c'],
        ]),
        4,
      ),
    ).toMatchObject({
      ok: false,
      errors: [
        { path: 'sections.4.values.Text', message: 'is required' },
        { path: 'sections.4.values.Point', message: 'at most 2 allowed' },
      ],
    })
  })
})
