import { decode, type Decoded, type FieldError } from '../../contract/decode'
import type { Section } from '../../contract/page'
import type { SectionSchema } from './section-schema'

/**
 * Section schemas by name: what the server checks a publish against and the
 * owner's editor builds its form from, with no React and no SSR bundle. Built
 * once from the list it is handed (`src/sections/schemas.ts`); a second schema
 * of a name throws, naming both owners.
 *
 * @example
 * const schemas = new SchemaRegistry(sectionSchemas)
 * validateSections(schemas, page.sections) // [{ path: 'sections.3.values.Title', message: 'is required' }]
 */
export class SchemaRegistry {
  readonly #byName = new Map<string, SectionSchema>()

  constructor(schemas: readonly SectionSchema<any>[]) {
    for (const schema of schemas) {
      const existing = this.#byName.get(schema.name)
      if (existing) throw new Error(`Section "${schema.name}" is defined twice: by ${existing.owner} and by ${schema.owner}`)
      this.#byName.set(schema.name, schema)
    }
  }

  /** The schema of the section type `name`. */
  schemaOf(name: string): SectionSchema | undefined {
    return this.#byName.get(name)
  }

  /** Decodes one stored section; an unknown name or a bad value comes back with its path (`sections.3.values.Title`). */
  decode(section: Section, index: number): Decoded<unknown> {
    const at = `sections.${index}`
    const schema = this.#byName.get(section.name)
    if (!schema) return { ok: false, errors: [{ path: `${at}.name`, message: `unknown section type "${section.name}"` }] }
    return decode(schema.codec, section.values, `${at}.values`)
  }
}

/**
 * Every error of a page's sections against `registry` (the owner API refuses
 * content with any), with their paths (`sections.3.values.Title`).
 *
 * @example
 * validateSections(schemaRegistry, body.sections) // [{ path: 'sections.3.values.Title', message: 'is required' }]
 */
export function validateSections(registry: SchemaRegistry, sections: readonly Section[]): FieldError[] {
  return sections.flatMap((section, index) => {
    const result = registry.decode(section, index)
    return result.ok ? [] : result.errors
  })
}
