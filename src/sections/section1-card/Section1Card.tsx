import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section1CardSchema } from './schema'
import { DetailsButton, useDisclosure } from '../shared/disclosure'
import { Icon } from '../shared/Icon'
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
