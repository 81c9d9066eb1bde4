import type * as t from 'io-ts'
import type { ReactNode } from 'react'
import type { Section } from '../../contract/page'
import type { Storefront } from '../../contract/storefront'
import type { SectionSchema } from './section-schema'

/** What a section gets besides its values; provided by the page, not the section. */
export interface SectionContext {
  /** The stored section (docs/product.md, 'Entities and fields'): `_id`, `name`, `viewMode`, the raw `values[]`. */
  section: Section
  /** The section's anchor from its schema (`services`, `final-cta`), if any. */
  anchor?: string
  /** Owner edit mode: interactive side effects (the contact modal) are off. */
  editMode: boolean
  /** Opens the contact modal (a no-op in edit mode). */
  openContact(): void
  /**
   * The live catalogue the storefront sections show (Products, Categories), read by the server with the page; absent
   * when the page has none. Sections never fetch it.
   */
  storefront?: Storefront
}

/**
 * The props of every section component: the section's `values[]` decoded by
 * its schema (`Values` is `ValuesOf` its fields) and the page's context.
 *
 * @example
 * export function Heading({ values, context }: SectionProps<ValuesOf<typeof headingSchema.fields>>) {
 *   return <h2 id={context.anchor}>{values.title}</h2>
 * }
 */
export interface SectionProps<Values> {
  values: Values
  context: SectionContext
}

/**
 * A section type: its schema (pure data: name, fields, anchor) plus a pure
 * render. `render` is a React component taking {@link SectionProps}; the
 * template renders it as `<definition.render values={…} context={…} />` and
 * wraps it from outside.
 *
 * @example
 * export const contact = defineSection({ schema: contactSchema, render: Contact })
 */
export interface SectionDefinition<Values = any> {
  /** The section's schema (`schema.ts` in its folder): name, owner, fields, anchor, derived codec. */
  schema: SectionSchema<any> & { codec: t.Type<Values, unknown, unknown> }
  /** The section's component. Pure: no fetching, no `window` reads while rendering (SSR). */
  render: (props: SectionProps<Values>) => ReactNode
  /**
   * Consecutive sections of this type share one card grid (1 column on
   * mobile, 2 otherwise) instead of each taking a row.
   */
  layout?: 'block' | 'card'
}

/** Declares a section type; `Values` is inferred from the schema and must match the component's. */
export function defineSection<Values>(definition: SectionDefinition<Values>): SectionDefinition<Values> {
  return definition
}
