import { describe, expect, it } from 'vitest'
import { testimonials } from '../../docs/examples/section/testimonials'
import { defineSection } from './define-section'
import { sectionDefinitionsOf } from './section-modules'

describe('sectionDefinitionsOf', () => {
  it("takes a folder's definitions as the guide writes them (a named export), a default export or a list", () => {
    const other = defineSection({ ...testimonials, schema: { ...testimonials.schema, name: 'Reviews' } })
    const third = defineSection({ ...testimonials, schema: { ...testimonials.schema, name: 'Praise' } })
    const found = sectionDefinitionsOf({
      './testimonials/index.tsx': { testimonials },
      './reviews/index.tsx': { default: other },
      // Exported by name and again in a list: counted once.
      './praise/index.tsx': { third, default: [third], TITLE: 'not a section' },
    })
    expect(found).toEqual([testimonials, other, third])
  })

  it('refuses a folder whose index exports no definition, naming the file', () => {
    expect(() => sectionDefinitionsOf({ './reviews/index.tsx': { Reviews: () => null } })).toThrow(
      './reviews/index.tsx exports no section definition',
    )
  })
})
