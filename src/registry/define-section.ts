import type * as t from 'io-ts'
import type { ReactNode } from 'react'
import type { Section } from '../../contract/page'

/** What a section gets besides its values; provided by the page, not the section. */
export interface SectionContext {
  /** The stored section (docs/product.md, 'Entities and fields'): `_id`, `name`, `viewMode`, the raw `values[]`. */
  section: Section
  /** The anchor the template gives this section (`services`, `final-cta`), if any. */
  anchor?: string
  /** Owner edit mode: interactive side effects (the contact modal) are off. */
  editMode: boolean
  /** Opens the contact modal (a no-op in edit mode). */
  openContact(): void
}

/**
 * The props of every section component: the section's `values[]` decoded by
 * its codec (`Values` is `t.TypeOf` of that codec) and the page's context.
 *
 * @example
 * export const HeadingValues = sectionValues('Section 1', { title: one('Title') })
 * export type HeadingValues = t.TypeOf<typeof HeadingValues>
 * export function Heading({ values, context }: SectionProps<HeadingValues>) {
 *   return <h2 id={context.anchor}>{values.title}</h2>
 * }
 */
export interface SectionProps<Values> {
  values: Values
  context: SectionContext
}

/**
 * A section type: data plus a pure render. `render` is a React component
 * taking {@link SectionProps}; the template renders it as
 * `<definition.render values={…} context={…} />` and wraps it from outside.
 *
 * @example
 * export const section1 = defineSection({
 *   name: 'Section 1',
 *   owner: 'sections/section-heading',
 *   codec: HeadingValues,
 *   render: Heading,
 * })
 */
export interface SectionDefinition<Values = any> {
  /** The section name as stored in pages (the section table of docs/product.md), e.g. `Main Header`. */
  name: string
  /** Who defines it (its folder, `sections/<folder>`); named in duplicate-registration errors. */
  owner: string
  /** Decodes the section's `values[]`; failures carry their path (`values.Title`). */
  codec: t.Type<Values, unknown, unknown>
  /** The section's component. Pure: no fetching, no `window` reads while rendering (SSR). */
  render: (props: SectionProps<Values>) => ReactNode
  /**
   * Consecutive sections of this type share one card grid (1 column on
   * mobile, 2 otherwise) instead of each taking a row.
   */
  layout?: 'block' | 'card'
}

/** Declares a section type; `Values` is inferred from the codec and must match the component's. */
export function defineSection<Values>(definition: SectionDefinition<Values>): SectionDefinition<Values> {
  return definition
}
