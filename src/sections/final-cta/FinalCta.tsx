import type { TypeOf } from 'io-ts'
import { useId } from 'react'
import type { SectionContext } from '../../registry/define-section'
import { one, optional, sectionValues } from '../../registry/section-fields'
import { ContactButton } from '../shared/ContactButton'

export const FinalCtaProps = sectionValues('Final CTA', {
  title: one('Title'),
  subTitle: optional('Sub Title'),
  buttonText: optional('Button Text'),
})
export type FinalCtaProps = TypeOf<typeof FinalCtaProps>

/** The closing call to action; the hero's first button scrolls here (anchor `final-cta`). */
export function FinalCta({ props, context }: { props: FinalCtaProps; context: SectionContext }) {
  const headingId = useId()
  return (
    <section className="final-cta wrap" id={context.anchor} tabIndex={context.anchor ? -1 : undefined} aria-labelledby={headingId}>
      <div className="final-cta__panel">
        <h2 id={headingId}>{props.title}</h2>
        {props.subTitle && <p>{props.subTitle}</p>}
        {props.buttonText && <ContactButton text={props.buttonText} context={context} className="button button--light" />}
      </div>
    </section>
  )
}
