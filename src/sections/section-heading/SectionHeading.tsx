import type { TypeOf } from 'io-ts'
import { one, optional, sectionValues } from '../../registry/section-fields'

export const SectionHeadingProps = (name: string) => sectionValues(name, { title: one('Title'), subTitle: optional('Sub Title') })
export type SectionHeadingProps = TypeOf<ReturnType<typeof SectionHeadingProps>>

/**
 * A section's heading. The template's anchor (`services`, `approach`,
 * `results`) goes on the wrapper, which takes focus when a hero button
 * scrolls to it.
 */
export function SectionHeading({ title, subTitle, anchor }: SectionHeadingProps & { anchor?: string }) {
  return (
    <header className="section-heading wrap" id={anchor} tabIndex={anchor ? -1 : undefined}>
      <h2>{title}</h2>
      {subTitle && <p>{subTitle}</p>}
    </header>
  )
}
