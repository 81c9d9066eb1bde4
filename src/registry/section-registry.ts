import type { FieldError } from '../../contract/decode'
import type { Section } from '../../contract/page'
import type { SectionDefinition } from './define-section'
import { SchemaRegistry } from './schema-registry'

/** A section ready to render, or the reason it renders nothing. */
export type ResolvedSection =
  | { ok: true; section: Section; definition: SectionDefinition; values: unknown }
  | { ok: false; section: Section; errors: FieldError[] }

/**
 * Section types by name with their renders: the schema registry (names,
 * owners, decoding) plus each type's component. Built once by the
 * composition root from the list it is handed; it imports no section itself.
 */
export class SectionRegistry extends SchemaRegistry {
  readonly #byName = new Map<string, SectionDefinition>()

  constructor(definitions: readonly SectionDefinition[]) {
    super(definitions.map((definition) => definition.schema))
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
    const result = this.decode(section, index)
    return result.ok ? { ok: true, section, definition: this.#byName.get(section.name)!, values: result.value } : { ok: false, section, errors: result.errors }
  }
}
