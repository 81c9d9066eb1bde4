import type { TypeOf } from 'io-ts'
import type { SectionProps } from '../../registry/define-section'
import { many, one, optional, SafeUrl, sectionValues } from '../../registry/section-fields'
import { DetailsButton, useDisclosure } from '../shared/disclosure'
import { Icon } from '../shared/Icon'
import { IconName } from '../shared/icons'
import { Points } from '../shared/Points'
import { SectionButton } from '../shared/SectionButton'

export const Section1CardValues = sectionValues('Section 1 Card', {
  icon: optional('Icon', IconName),
  mainTitle: optional('Main Title'),
  title: one('Title'),
  description: optional('Description'),
  subTitle: optional('Sub Title'),
  points: many('Point', { max: 8 }),
  buttonText: optional('Button Text'),
  /** Where the button goes instead of the contact modal, e.g. `?chat=open&source=cart_summary`; only used with a `Button Text`. */
  buttonLink: optional('Button Link', SafeUrl),
})
export type Section1CardValues = TypeOf<typeof Section1CardValues>

/** An offer card: the summary always shows; 'Show details' reveals the points and a button (its link, or the contact form). */
export function Section1Card({ values, context }: SectionProps<Section1CardValues>) {
  const { icon, mainTitle, title, description, subTitle, points, buttonText, buttonLink } = values
  const details = useDisclosure()
  const hasDetails = Boolean(subTitle || points.length > 0 || buttonText)
  return (
    <article className="card">
      {(icon || mainTitle) && (
        <div className="card__top">
          {icon && <Icon name={icon} />}
          {mainTitle && <p className="eyebrow">{mainTitle}</p>}
        </div>
      )}
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {hasDetails && <DetailsButton details={details} title={title} />}
      {hasDetails && (
        <div {...details.region}>
          <div>
            {subTitle && <h4>{subTitle}</h4>}
            <Points points={points} />
            {buttonText && <SectionButton text={buttonText} link={buttonLink} context={context} />}
          </div>
        </div>
      )}
    </article>
  )
}
