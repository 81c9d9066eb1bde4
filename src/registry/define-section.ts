import type * as t from 'io-ts'
import type { ReactNode } from 'react'
import type { Section } from '../../contract/page'

/** What a section's render gets besides its props; provided by the page, not the section. */
export interface SectionContext {
  section: Section
  /** The anchor the template gives this section (`services`, `final-cta`), if any. */
  anchor?: string
  /** Owner edit mode: interactive side effects (the contact modal) are off. */
  editMode: boolean
  /** Opens the contact modal (a no-op in edit mode). */
  openContact(): void
}

/**
 * A section type: data plus a pure render.
 *
 * @example
 * export const sectionHeading = defineSection({
 *   name: 'Section 1',
 *   owner: 'sections/section-heading',
 *   codec: sectionValues('Section 1', { title: one('Title') }),
 *   render: (props, ctx) => <h2 id={ctx.anchor}>{props.title}</h2>,
 * })
 */
export interface SectionDefinition<P = any> {
  /** The section name as stored in pages (§2 table), e.g. `Main Header`. */
  name: string
  /** Who defines it (its folder); named in duplicate-registration errors. */
  owner: string
  /** Decodes the section's `values[]` into props. */
  codec: t.Type<P, unknown, unknown>
  render(props: P, context: SectionContext): ReactNode
  /**
   * Consecutive sections of this type share one card grid (1 column on
   * mobile, 2 otherwise) instead of each taking a row.
   */
  layout?: 'block' | 'card'
}

export function defineSection<P>(definition: SectionDefinition<P>): SectionDefinition<P> {
  return definition
}
