import type { SectionDefinition } from './define-section'

const isDefinition = (value: unknown): value is SectionDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SectionDefinition).schema === 'object' &&
  typeof (value as SectionDefinition).render === 'function'

/**
 * The section definitions the folders' `index.tsx` modules export, keyed by
 * file as Vite's `import.meta.glob` hands them: a named export
 * (`export const testimonials = defineSection(...)`, the guide's form), a
 * default export, or a list of either; a definition exported twice counts
 * once. A module that exports none throws, naming its file, instead of
 * failing later on a missing schema.
 *
 * @example
 * sectionDefinitionsOf(import.meta.glob('./*\/index.tsx', { eager: true }))
 */
export function sectionDefinitionsOf(modules: Record<string, Record<string, unknown>>): SectionDefinition[] {
  const found = new Set<SectionDefinition>()
  for (const [file, exports] of Object.entries(modules)) {
    const before = found.size
    for (const value of Object.values(exports).flat()) if (isDefinition(value)) found.add(value)
    if (found.size === before) {
      throw new Error(`${file} exports no section definition: export defineSection({ schema, render }) from it`)
    }
  }
  return [...found]
}
