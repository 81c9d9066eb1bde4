import { decode, type FieldError } from '../../contract/decode'
import type { Section } from '../../contract/page'
import type { SectionSchema } from './section-schema'

/** A section type as a registry holds it: its schema, and whatever the holder adds (the page: its render). */
export interface Registered {
  schema: SectionSchema<any>
}

/** A section decoded by its type's schema, or the reason it renders nothing. */
export type Resolved<E extends Registered = Registered> =
  | { ok: true; section: Section; definition: E; values: unknown }
  | { ok: false; section: Section; errors: FieldError[] }

/**
 * Section types by name, each decoding with its schema. The page registers
 * its definitions (schema plus render, `SectionRegistry`); the server
 * registers the bare schemas of `src/sections/schemas.ts` and checks a
 * publish with no React and no SSR bundle. A second type of a name throws,
 * naming both owners.
 *
 * @example
 * const schemas = new SchemaRegistry(sectionSchemas.map((schema) => ({ schema })))
 * validateSections(schemas, page.sections) // [{ path: 'sections.3.values.Title', message: 'is required' }]
 */
export class SchemaRegistry<E extends Registered = Registered> {
  readonly #byName = new Map<string, E>()

  constructor(entries: readonly E[]) {
    for (const entry of entries) {
      const { name, owner } = entry.schema
      const existing = this.#byName.get(name)
      if (existing) throw new Error(`Section "${name}" is defined twice: by ${existing.schema.owner} and by ${owner}`)
      this.#byName.set(name, entry)
    }
  }

  get(name: string): E | undefined {
    return this.#byName.get(name)
  }

  /**
   * Decodes one stored section. Unknown names and bad values come back with
   * their paths (`sections.3.values.Title`) so the caller can report them and
   * render the rest of the page.
   */
  resolve(section: Section, index: number): Resolved<E> {
    const at = `sections.${index}`
    const definition = this.#byName.get(section.name)
    if (!definition)
      return { ok: false, section, errors: [{ path: `${at}.name`, message: `unknown section type "${section.name}"` }] }
    const result = decode(definition.schema.codec, section.values, `${at}.values`)
    return result.ok
      ? { ok: true, section, definition, values: result.value }
      : { ok: false, section, errors: result.errors }
  }
}

/**
 * Every error of a page's sections against `registry` (the owner API refuses
 * content with any), with their paths (`sections.3.values.Title`).
 */
export function validateSections(registry: SchemaRegistry<Registered>, sections: readonly Section[]): FieldError[] {
  return sections.flatMap((section, index) => {
    const result = registry.resolve(section, index)
    return result.ok ? [] : result.errors
  })
}
