import { SchemaRegistry, validateSections } from '../../../src/registry/schema-registry.js'
import { sectionSchemas } from '../../../src/sections/schemas.js'
import type { FieldError } from '../../../contract/decode.js'
import type { Section } from '../../../contract/page.js'

/** The section schemas (`src/sections/schemas.ts`): pure data, so the server needs no SSR bundle to check a page. */
const schemaRegistry = new SchemaRegistry(sectionSchemas.map((schema) => ({ schema })))

/**
 * Every error of `sections` against their section types' schemas, with paths
 * like `sections.3.values.Title` (the owner calls refuse content with any).
 *
 * @example
 * checkSections([{ ...hero, values: [] }]) // [{ path: 'sections.0.values.Title', message: 'is required' }]
 */
export function checkSections(sections: readonly Section[]): FieldError[] {
  return validateSections(schemaRegistry, sections)
}
