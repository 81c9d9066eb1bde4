import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section1Schema } from './schema'

/** The decoded values of a heading (the three heading types share their fields, `./schema.ts`). */
export type SectionHeadingValues = ValuesOf<typeof section1Schema.fields>

/**
 * A section's heading. The schema's anchor (`services`, `approach`,
 * `results`) goes on the wrapper, which takes focus when a hero button
 * scrolls to it.
 */
export function SectionHeading({ values, context }: SectionProps<SectionHeadingValues>) {
  const { title, subTitle } = values
  const { anchor } = context
  return (
    <header className="section-heading wrap" id={anchor} tabIndex={anchor ? -1 : undefined}>
      <h2>{title}</h2>
      {subTitle && <p>{subTitle}</p>}
    </header>
  )
}
