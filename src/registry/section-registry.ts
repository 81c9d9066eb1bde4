import type { Section } from '../../contract/page'
import { decode, type FieldError } from '../../contract/decode'
import type { SectionDefinition } from './define-section'

/** A section ready to render, or the reason it renders nothing. */
export type ResolvedSection =
  | { ok: true; section: Section; definition: SectionDefinition; values: unknown }
  | { ok: false; section: Section; errors: FieldError[] }

/**
 * Section types by name. Built once by the composition root from the list it
 * is handed; it imports no section itself.
 */
export class SectionRegistry {
  readonly #byName = new Map<string, SectionDefinition>()

  constructor(definitions: readonly SectionDefinition[]) {
    for (const definition of definitions) {
      const existing = this.#byName.get(definition.name)
      if (existing) {
        throw new Error(`Section "${definition.name}" is defined twice: by ${existing.owner} and by ${definition.owner}`)
      }
      this.#byName.set(definition.name, definition)
    }
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
    const at = `sections.${index}`
    const definition = this.#byName.get(section.name)
    if (!definition) return { ok: false, section, errors: [{ path: `${at}.name`, message: `unknown section type "${section.name}"` }] }
    const result = decode(definition.codec, section.values, `${at}.values`)
    if (!result.ok) return { ok: false, section, errors: result.errors }
    return { ok: true, section, definition, values: result.value }
  }
}
