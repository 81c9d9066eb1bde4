import type { TypeOf } from 'io-ts'
import type { SectionProps } from '../../registry/define-section'
import { many, one, optional, sectionValues } from '../../registry/section-fields'
import { DetailsButton, useDisclosure } from '../shared/disclosure'
import { Icon } from '../shared/Icon'
import { IconName } from '../shared/icons'
import { Points } from '../shared/Points'

export const Section3CardValues = sectionValues('Section 3 Card', {
  icon: optional('Icon', IconName),
  tagline: optional('Tagline'),
  descriptionTitle: one('Description Title'),
  description: optional('Description'),
  subTitle: optional('Sub Title'),
  secondDescription: optional('Second Description'),
  pointTitle: optional('Point Title'),
  points: many('Point', { max: 8 }),
  takeaway: optional('Takeaway'),
})
export type Section3CardValues = TypeOf<typeof Section3CardValues>

/**
 * A customer story. With a mouse it opens on hover (CSS, `.card--story`);
 * the button opens it on touch screens and from the keyboard.
 */
export function Section3Card({ values }: SectionProps<Section3CardValues>) {
  const { icon, tagline, descriptionTitle, description, subTitle, secondDescription, pointTitle, points, takeaway } = values
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
