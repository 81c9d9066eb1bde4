import { cleanup, render } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import type { Section } from '../../../contract/page'
import { demoSections } from '../../../contract/demo/demo-page'
import { pageBundle } from '../../i18n/i18next'
import { TranslatorProvider } from '../../i18n/translator'
import type { SectionContext } from '../../registry/define-section'
import { SectionRegistry } from '../../registry/section-registry'
import { sectionDefinitions } from '..'
import { testSection } from '../../../contract/testing/test-section'

/** Test helpers for section types: the real registry, the demo page's sections, a render with the page's strings. */
export const registry = new SectionRegistry(sectionDefinitions)

afterEach(cleanup)

/** A section of the Kesar Kitchen demo page, by `_id`. */
export function demoSection(id: string): Section {
  const section = demoSections.find((candidate) => candidate._id === id)
  if (!section) throw new Error(`no demo section ${id}`)
  return section
}

/** A shown section named `name` with these key/value pairs, in order. */
export function sectionOf(name: string, entries: readonly (readonly [string, string])[]): Section {
  return testSection(name, entries)
}

/** A demo section with some values left out or replaced. */
export function withValues(section: Section, change: { drop?: string[]; set?: Record<string, string> }): Section {
  const values = section.values
    .filter((value) => !change.drop?.includes(value.key))
    .map((value) => ({ ...value, value: change.set?.[value.key] ?? value.value }))
  return { ...section, values }
}

/** Decoding errors of `section` at index 0 (paths like `sections.0.values.Title`), or [] when it decodes. */
export function errorsOf(section: Section) {
  const resolved = registry.resolve(section, 0)
  return resolved.ok ? [] : resolved.errors
}

/** Decoded values of `section`; throws with every error when it does not decode. */
export function valuesOf(section: Section): any {
  const resolved = registry.resolve(section, 0)
  if (!resolved.ok) throw new Error(resolved.errors.map((error) => `${error.path} ${error.message}`).join('; '))
  return resolved.values
}

/** Renders `section` as the template does (its schema's anchor included), inside the page's translator. */
export function renderSection(section: Section, context: Partial<SectionContext> = {}) {
  const resolved = registry.resolve(section, 0)
  if (!resolved.ok) throw new Error(resolved.errors.map((error) => `${error.path} ${error.message}`).join('; '))
  const fullContext: SectionContext = {
    section,
    anchor: resolved.definition.schema.anchor,
    editMode: false,
    openContact: vi.fn(),
    ...context,
  }
  const Render = resolved.definition.render
  const result = render(
    <TranslatorProvider bundle={pageBundle}>
      <Render values={resolved.values} context={fullContext} />
    </TranslatorProvider>,
  )
  return { ...result, context: fullContext }
}
