import type { SectionProps } from '../../registry/define-section'
import type { ValuesOf } from '../../registry/section-schema'
import type { section2CardSchema } from './schema'
import { useDisclosure } from '../shared/disclosure'
import { Icon } from '../shared/Icon'

/** The decoded values (`./schema.ts`). */
export type Section2CardValues = ValuesOf<typeof section2CardSchema.fields>

/** A collapsible service card: the whole header is the button that opens its body. */
export function Section2Card({ values }: SectionProps<Section2CardValues>) {
  const { icon, mainTitle, tagline, title, subTitlePart1, subTitlePart2, description1, description2 } = values
  const body = useDisclosure()
  return (
    <article className="card card--service">
      <h3>
        <button className="service__toggle" {...body.button}>
          <span className="card__top">
            {icon && <Icon name={icon} />}
            {mainTitle && <span className="eyebrow">{mainTitle}</span>}
            <Icon name="chevron" className="chevron" />
          </span>
          <span className="service__title">{title}</span>
          {tagline && <span className="service__tagline">{tagline}</span>}
        </button>
      </h3>
      <div {...body.region}>
        <div>
          {(subTitlePart1 || subTitlePart2) && (
            <p className="service__lead">
              {subTitlePart1} <strong>{subTitlePart2}</strong>
            </p>
          )}
          {description1 && <p>{description1}</p>}
          {description2 && <p>{description2}</p>}
        </div>
      </div>
    </article>
  )
}
