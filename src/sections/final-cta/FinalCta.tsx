import { useId } from 'react'
import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { finalCtaSchema } from './schema'
import { SectionButton } from '../shared/SectionButton'

/** The decoded values (`./schema.ts`). */
export type FinalCtaValues = ValuesOf<typeof finalCtaSchema.fields>

/** The closing call to action; the hero's first button scrolls here (anchor `final-cta`). */
export function FinalCta({ values, context }: SectionProps<FinalCtaValues>) {
  const headingId = useId()
  return (
    <section
      className="final-cta wrap"
      id={context.anchor}
      tabIndex={context.anchor ? -1 : undefined}
      aria-labelledby={headingId}
    >
      <div className="final-cta__panel">
        <h2 id={headingId}>{values.title}</h2>
        {values.subTitle && <p>{values.subTitle}</p>}
        {values.buttonText && (
          <SectionButton
            text={values.buttonText}
            link={values.buttonLink}
            context={context}
            className="button button--light"
          />
        )}
      </div>
    </section>
  )
}
