import type { TypeOf } from 'io-ts'
import type { SectionProps } from '../../registry/define-section'
import { one, optional, sectionValues } from '../../registry/section-fields'

/** The codec of one heading type; the three share their fields, each under its own name. */
export const SectionHeadingValues = (name: string) => sectionValues(name, { title: one('Title'), subTitle: optional('Sub Title') })
export type SectionHeadingValues = TypeOf<ReturnType<typeof SectionHeadingValues>>

/**
 * A section's heading. The template's anchor (`services`, `approach`,
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
