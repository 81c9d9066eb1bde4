import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section1CardSchema } from './schema'
import { FoldingCard } from '../shared/disclosure'
import { Points } from '../shared/Points'
import { SectionButton } from '../shared/SectionButton'

/** The decoded values (`./schema.ts`). */
export type Section1CardValues = ValuesOf<typeof section1CardSchema.fields>

/**
 * An offer card: the summary always shows; 'Show details' reveals the points and a button (its link, or the contact
 * form).
 */
export function Section1Card({ values, context }: SectionProps<Section1CardValues>) {
  const { icon, mainTitle, title, description, subTitle, points, buttonText, buttonLink } = values
  const hasDetails = Boolean(subTitle || points.length > 0 || buttonText)
  return (
    <FoldingCard icon={icon} eyebrow={mainTitle} title={title} description={description} hasDetails={hasDetails}>
      {subTitle && <h4>{subTitle}</h4>}
      <Points points={points} />
      {buttonText && <SectionButton text={buttonText} link={buttonLink} context={context} />}
    </FoldingCard>
  )
}
