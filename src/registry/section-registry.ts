import type { SectionDefinition } from './define-section'
import { SchemaRegistry, type Resolved } from './schema-registry'

/** A section ready to render, or the reason it renders nothing. */
export type ResolvedSection = Resolved<SectionDefinition>

/**
 * Section types by name with their renders: the schema registry over the
 * page's definitions. Built once by the composition root from the list it is
 * handed; it imports no section itself.
 *
 * @example
 * const registry = new SectionRegistry(sectionDefinitions)
 * registry.resolve(section, 3)
 * // { ok: true, definition, values } or { ok: false, errors: [{ path: 'sections.3.values.Title', … }] }
 */
export const SectionRegistry = SchemaRegistry as new (
  definitions: readonly SectionDefinition[],
) => SchemaRegistry<SectionDefinition>
export type SectionRegistry = SchemaRegistry<SectionDefinition>
