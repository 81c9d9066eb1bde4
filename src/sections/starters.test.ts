import { describe, expect, it } from 'vitest'
import { localiseValues } from '../registry/localise-values'
import { SchemaRegistry, validateSections } from '../registry/schema-registry'
import { sectionSchemas } from './schemas'
import { sectionTitle } from './section-title'
import { starterSection, type Starters } from './starters'

/** Every language's starters, as the server reads them (server/text/locale-files.ts). */
const translations = Object.fromEntries(
  Object.entries(
    import.meta.glob<Starters>('../../locales/*/section-starters.json', { eager: true, import: 'default' }),
  ).map(([file, texts]) => [file.split('/').at(-2)!, texts]),
)

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

  it("carries each language's version beside each text, which its reader sees; icons and links stay single", () => {
    const hero = starterSection('Main Header', 'hero', 0, translations)!
    const english = Object.fromEntries(hero.values.map(({ key, value }) => [key, value]))
    const hindi = Object.fromEntries(localiseValues(hero.values, 'hi').map(({ key, value }) => [key, value]))
    expect(english['Title']).toBe('Welcome to our business')
    expect(english['Title@hi']).toBe('हमारे बिज़नेस में आपका स्वागत है')
    expect(hindi['Title']).toBe('हमारे बिज़नेस में आपका स्वागत है')
    expect(Object.keys(hindi)).toEqual(['Title', 'Sub Title', 'Button 1 Text'])
    const marathi = Object.fromEntries(localiseValues(hero.values, 'mr').map(({ key, value }) => [key, value]))
    expect(marathi['Title']).toBe('आमच्या व्यवसायात तुमचे स्वागत आहे')
    expect(Object.keys(marathi)).toEqual(['Title', 'Sub Title', 'Button 1 Text'])
    const card = starterSection('Section 1 Card', 'card', 0, translations)!
    expect(card.values.map(({ key }) => key)).not.toContain('Icon@hi')
    expect(card.values.map(({ key }) => key)).not.toContain('Icon@mr')
  })

  it('knows no type that is not registered', () => {
    expect(starterSection('Marquee', 'x', 0)).toBeUndefined()
  })
})
