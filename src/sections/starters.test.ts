import { describe, expect, it } from 'vitest'
import { SchemaRegistry, validateSections } from '../registry/schema-registry'
import { sectionSchemas } from './schemas'
import { sectionTitle } from './section-title'
import { starterSection } from './starters'

describe('starterSection', () => {
  const registry = new SchemaRegistry(sectionSchemas.map((schema) => ({ schema })))

  it('gives every registered section type starter content that passes its schema and has a title', () => {
    for (const schema of sectionSchemas) {
      const section = starterSection(schema.name, `new-${schema.name}`, 0)
      expect(section, schema.name).toBeDefined()
      expect(validateSections(registry, [section!]), schema.name).toEqual([])
      expect(sectionTitle(section!), schema.name).not.toBe('')
    }
  })

  it('knows no type that is not registered', () => {
    expect(starterSection('Marquee', 'x', 0)).toBeUndefined()
  })
})
