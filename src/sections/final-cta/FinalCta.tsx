import type { TypeOf } from 'io-ts'
import { useId } from 'react'
import type { SectionProps } from '../../registry/define-section'
import { one, optional, SafeUrl, sectionValues } from '../../registry/section-fields'
import { SectionButton } from '../shared/SectionButton'

export const FinalCtaValues = sectionValues('Final CTA', {
  title: one('Title'),
  subTitle: optional('Sub Title'),
  buttonText: optional('Button Text'),
  /** Where the button goes instead of the contact modal, e.g. `?chat=open&source=cart_summary`; only used with a `Button Text`. */
  buttonLink: optional('Button Link', SafeUrl),
})
export type FinalCtaValues = TypeOf<typeof FinalCtaValues>

/** The closing call to action; the hero's first button scrolls here (anchor `final-cta`). */
export function FinalCta({ values, context }: SectionProps<FinalCtaValues>) {
  const headingId = useId()
  return (
    <section className="final-cta wrap" id={context.anchor} tabIndex={context.anchor ? -1 : undefined} aria-labelledby={headingId}>
      <div className="final-cta__panel">
        <h2 id={headingId}>{values.title}</h2>
        {values.subTitle && <p>{values.subTitle}</p>}
        {values.buttonText && <SectionButton text={values.buttonText} link={values.buttonLink} context={context} className="button button--light" />}
      </div>
    </section>
  )
}
