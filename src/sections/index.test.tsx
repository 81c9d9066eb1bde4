import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { demoSections } from '../../contract/demo/demo-page'
import type { Storefront } from '../../contract/storefront'
import fieldTexts from '../../locales/en/section-fields.json'
import { pageBundle } from '../i18n/i18next'
import { TranslatorProvider } from '../i18n/translator'
import { textOf } from '../registry/field-text'
import { keysUsedTwice, type Fields } from '../registry/section-schema'
import { SectionRegistry } from '../registry/section-registry'
import { sectionSchemas } from './schemas'
import { sectionDefinitions } from '.'

// Properties every section type keeps, so adding one means adding its folder
// and its line in ./schemas.ts, not editing this test.

const here = fileURLToPath(new URL('.', import.meta.url))
/** Section folders: every folder here except `shared` (pieces several sections use). */
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
const folderOf = (owner: string) => owner.replace(/^sections\//, '')

describe('sectionDefinitions', () => {
  it('registers without throwing, each name once, one render per registered schema', () => {
    const names = sectionDefinitions.map((definition) => definition.schema.name)
    // Each folder's index.tsx exports only definitions, and each one's schema is the one registered in ./schemas.ts.
    expect(sectionDefinitions.every((definition) => typeof definition.render === 'function')).toBe(true)
    expect(new Set(sectionDefinitions.map((definition) => definition.schema))).toEqual(new Set(sectionSchemas))
    expect(new Set(names).size).toBe(names.length)
    expect(() => new SectionRegistry(sectionDefinitions)).not.toThrow()
  })

  it.each(sectionSchemas.map((schema) => [schema.name, schema] as const))(
    '%s is owned by its folder, sections/<folder>',
    (_name, schema) => {
      expect(schema.owner).toMatch(/^sections\/[a-z0-9-]+$/)
      expect(folders).toContain(folderOf(schema.owner))
    },
  )

  it.each(sectionSchemas.map((schema) => [schema.name, schema] as const))(
    '%s has a codec named after it (decode errors name the type)',
    (_name, schema) => {
      expect(schema.codec.name).toBe(schema.name)
    },
  )

  it.each(sectionSchemas.map((schema) => [schema.name, schema] as const))(
    '%s uses each stored key for one field only',
    (_name, schema) => {
      expect(keysUsedTwice(schema)).toEqual([])
    },
  )

  it.each(sectionSchemas.map((schema) => [schema.name, schema] as const))(
    '%s labels every field with a text of locales/en/section-fields.json',
    (_name, schema) => {
      const fields = Object.entries(schema.fields as Fields).flatMap(([name, field]) => [
        [name, field] as const,
        ...(field.kind === 'list' ? Object.entries(field.fields) : []),
      ])
      expect(
        fields.filter(([name, field]) => !(textOf(name, field) in fieldTexts)).map(([, field]) => field.key),
      ).toEqual([])
    },
  )

  it.each(folders)('sections/%s has a schema.ts, an index.tsx and its own test', (folder) => {
    expect(sectionSchemas.some((schema) => folderOf(schema.owner) === folder)).toBe(true)
    for (const file of ['schema.ts', 'index.tsx', `${folder}.test.tsx`])
      expect(existsSync(join(here, folder, file)), file).toBe(true)
  })
})

describe('the demo page', () => {
  const registry = new SectionRegistry(sectionDefinitions)

  it('decodes every section', () => {
    const failures = demoSections.flatMap((section, index) => {
      const resolved = registry.resolve(section, index)
      return resolved.ok ? [] : resolved.errors
    })
    expect(failures).toEqual([])
  })

  it('uses only registered section types (a new type need not be on it)', () => {
    expect(demoSections.map((section) => section.name).filter((name) => !registry.get(name))).toEqual([])
  })

  it('renders every section on the server through its definition', () => {
    // What the page service hands the storefront sections: one item of one category.
    const storefront: Storefront = {
      items: [
        {
          id: 'i1',
          slug: 'garam-masala',
          name: 'Garam masala',
          categoryId: 'k1',
          itemType: 'product',
          image: null,
          priceVisible: true,
          price: { min: 159, max: 159, was: null },
          inStock: true,
        },
      ],
      newest: ['i1'],
      bestselling: ['i1'],
      categories: [{ id: 'k1', slug: 'spice-blends', name: 'Spice blends', image: null, items: 1 }],
    }
    for (const [index, section] of demoSections.entries()) {
      const resolved = registry.resolve(section, index)
      if (!resolved.ok) throw new Error(`${section._id} does not decode`)
      const Render = resolved.definition.render
      const html = renderToString(
        <TranslatorProvider bundle={pageBundle}>
          <Render values={resolved.values} context={{ section, editMode: false, openContact: () => {}, storefront }} />
        </TranslatorProvider>,
      )
      expect(html, section._id).not.toBe('')
    }
  })
})
