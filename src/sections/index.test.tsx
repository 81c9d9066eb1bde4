import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { demoSections } from '../../server/db/seed/demo-page'
import { pageBundle } from '../i18n/i18next'
import { TranslatorProvider } from '../i18n/translator'
import { SectionRegistry } from '../registry/section-registry'
import { sectionDefinitions } from '.'

// Properties every section type keeps, so adding one means adding its folder,
// not editing this test.

const here = fileURLToPath(new URL('.', import.meta.url))
/** Section folders: every folder here except `shared` (pieces several sections use). */
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)
const folderOf = (owner: string) => owner.replace(/^sections\//, '')

describe('sectionDefinitions', () => {
  it('registers without throwing, each name once', () => {
    const names = sectionDefinitions.map((definition) => definition.name)
    expect(new Set(names).size).toBe(names.length)
    expect(() => new SectionRegistry(sectionDefinitions)).not.toThrow()
  })

  it.each(sectionDefinitions.map((definition) => [definition.name, definition] as const))('%s is owned by its folder, sections/<folder>', (_name, definition) => {
    expect(definition.owner).toMatch(/^sections\/[a-z0-9-]+$/)
    expect(folders).toContain(folderOf(definition.owner))
  })

  it.each(sectionDefinitions.map((definition) => [definition.name, definition] as const))('%s has a codec named after it (decode errors name the type)', (_name, definition) => {
    expect(definition.codec.name).toBe(definition.name)
  })

  it.each(folders)('sections/%s defines a section type in index.tsx and has its own test', (folder) => {
    expect(sectionDefinitions.some((definition) => folderOf(definition.owner) === folder)).toBe(true)
    expect(existsSync(join(here, folder, 'index.tsx'))).toBe(true)
    expect(existsSync(join(here, folder, `${folder}.test.tsx`))).toBe(true)
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

  it('shows every section type (the demo site is the catalogue of sections)', () => {
    const used = new Set(demoSections.map((section) => section.name))
    expect(sectionDefinitions.map((definition) => definition.name).filter((name) => !used.has(name))).toEqual([])
  })

  it('renders every section on the server through its definition', () => {
    for (const [index, section] of demoSections.entries()) {
      const resolved = registry.resolve(section, index)
      if (!resolved.ok) throw new Error(`${section._id} does not decode`)
      const Render = resolved.definition.render
      const html = renderToString(
        <TranslatorProvider bundle={pageBundle}>
          <Render values={resolved.values} context={{ section, editMode: false, openContact: () => {} }} />
        </TranslatorProvider>,
      )
      expect(html, section._id).not.toBe('')
    }
  })
})
