import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section3CardSchema } from './schema'
import { DetailsButton, useDisclosure } from '../shared/disclosure'
import { Icon } from '../shared/Icon'
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
  const details = useDisclosure()
  const hasDetails = Boolean(subTitle || secondDescription || pointTitle || points.length > 0 || takeaway)
  return (
    <article className="card card--story">
      {(icon || tagline) && (
        <div className="card__top">
          {icon && <Icon name={icon} />}
          {tagline && <p className="eyebrow">{tagline}</p>}
        </div>
      )}
      <h3>{descriptionTitle}</h3>
      {description && <p>{description}</p>}
      {hasDetails && <DetailsButton details={details} title={descriptionTitle} />}
      {hasDetails && (
        <div {...details.region}>
          <div>
            {subTitle && <h4>{subTitle}</h4>}
            {secondDescription && <p>{secondDescription}</p>}
            {pointTitle && <h4>{pointTitle}</h4>}
            <Points points={points} />
            {takeaway && <p className="takeaway">{takeaway}</p>}
          </div>
        </div>
      )}
    </article>
  )
}
