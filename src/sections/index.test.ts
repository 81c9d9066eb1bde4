import { describe, expect, it } from 'vitest'
import { demoSections } from '../../server/db/seed/demo-page'
import { SectionRegistry } from '../registry/section-registry'
import { sectionDefinitions } from '.'

describe('sectionDefinitions', () => {
  it('registers every section type of §2 once', () => {
    expect(sectionDefinitions.map((definition) => definition.name).sort()).toEqual(
      ['Contact', 'Final CTA', 'Main Header', 'Section 1', 'Section 1 Card', 'Section 2', 'Section 2 Card', 'Section 3', 'Section 3 Card'].sort(),
    )
    expect(() => new SectionRegistry(sectionDefinitions)).not.toThrow()
  })

  it('decodes every section of the demo page', () => {
    const registry = new SectionRegistry(sectionDefinitions)
    const failures = demoSections.flatMap((section, index) => {
      const resolved = registry.resolve(section, index)
      return resolved.ok ? [] : resolved.errors
    })
    expect(failures).toEqual([])
  })
})
