import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section3CardSchema } from './schema'
import { FoldingCard } from '../shared/disclosure'
import { Points } from '../shared/Points'

/** The decoded values (`./schema.ts`). */
export type Section3CardValues = ValuesOf<typeof section3CardSchema.fields>

/**
 * A customer story. With a mouse it opens on hover (CSS, `.card--story`);
 * the button opens it on touch screens and from the keyboard.
 */
export function Section3Card({ values }: SectionProps<Section3CardValues>) {
  const { icon, tagline, descriptionTitle, description, subTitle, secondDescription, pointTitle, points, takeaway } =
    values
  const hasDetails = Boolean(subTitle || secondDescription || pointTitle || points.length > 0 || takeaway)
  return (
    <FoldingCard
      className="card card--story"
      icon={icon}
      eyebrow={tagline}
      title={descriptionTitle}
      description={description}
      hasDetails={hasDetails}
    >
      {subTitle && <h4>{subTitle}</h4>}
      {secondDescription && <p>{secondDescription}</p>}
      {pointTitle && <h4>{pointTitle}</h4>}
      <Points points={points} />
      {takeaway && <p className="takeaway">{takeaway}</p>}
    </FoldingCard>
  )
}
