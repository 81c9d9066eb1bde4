import type { Section } from '../../contract/page'
import type { FieldError } from '../../contract/decode'
import type { SectionDefinition } from './define-section'
import { SchemaRegistry } from './schema-registry'
import type { SectionSchema } from './section-schema'

/** A section ready to render, or the reason it renders nothing. */
export type ResolvedSection =
  | { ok: true; section: Section; definition: SectionDefinition; values: unknown }
  | { ok: false; section: Section; errors: FieldError[] }

/**
 * Section types by name, with their renders. Built once by the composition
 * root from the list it is handed; it imports no section itself. Names,
 * owners and decoding come from each definition's schema.
 */
export class SectionRegistry {
  readonly #byName = new Map<string, SectionDefinition>()
  readonly schemas: SchemaRegistry

  constructor(definitions: readonly SectionDefinition[]) {
    this.schemas = new SchemaRegistry(definitions.map((definition) => definition.schema))
    for (const definition of definitions) this.#byName.set(definition.schema.name, definition)
  }

  get(name: string): SectionDefinition | undefined {
    return this.#byName.get(name)
  }

  /**
   * Decodes one stored section. Unknown names and bad values come back with
   * their paths (`sections.3.values.Title`) so the caller can report them and
   * render the rest of the page.
   */
  resolve(section: Section, index: number): ResolvedSection {
    const result = this.schemas.decode(section, index)
    if (!result.ok) return { ok: false, section, errors: result.errors }
    return { ok: true, section, definition: this.#byName.get(section.name)!, values: result.value }
  }
}

/**
 * Pairs each registered schema with the definition (its render) that a
 * section folder exports, in the schemas' order. A schema without a render,
 * or a render whose schema is not registered, throws naming its owner.
 *
 * @example
 * definitionsFor([contactSchema], [contact]) // [contact]
 */
export function definitionsFor(schemas: readonly SectionSchema<any>[], exported: readonly unknown[]): SectionDefinition[] {
  const definitions = exported.filter((value): value is SectionDefinition => typeof value === 'object' && value !== null && 'schema' in value && 'render' in value)
  for (const definition of definitions) {
    if (!schemas.includes(definition.schema)) throw new Error(`Section "${definition.schema.name}" (${definition.schema.owner}) has a render but its schema is not in src/sections/schemas.ts`)
  }
  return schemas.map((schema) => {
    const definition = definitions.find((candidate) => candidate.schema === schema)
    if (!definition) throw new Error(`Section "${schema.name}" (${schema.owner}) has no render: export defineSection({ schema, render }) from its index.tsx`)
    return definition
  })
}
