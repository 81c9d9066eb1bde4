import { useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/translator'
import { Icon } from './Icon'
import type { IconName } from './icons'

/**
 * Open/closed state of a card's details: props for the button that toggles
 * them and for the region it controls. The region stays in the HTML (the
 * server renders it), `.reveal` hides it until `.is-open`; ids come from
 * `useId`, so server and client agree. On a published page nothing hydrates: the boot script
 * (`boot/disclosure.ts`) toggles what carries `data-disclosure`, with the labels rendered as data attributes.
 *
 * @example
 * const details = useDisclosure()
 * <button {...details.button}>…</button>
 * <div {...details.region}><div>…</div></div>
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const id = useId()
  return {
    open,
    button: {
      type: 'button' as const,
      'data-disclosure': '',
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen(!open),
    },
    region: { id, className: open ? 'reveal is-open' : 'reveal' },
  }
}

/** 'Show details' / 'Hide details' for the card titled `title` (its name says which card, for screen readers). */
export function DetailsButton({ details, title }: { details: ReturnType<typeof useDisclosure>; title: string }) {
  const t = useT()
  return (
    <button
      className="details-button"
      {...details.button}
      aria-label={t(details.open ? 'sections.hideDetailsFor' : 'sections.showDetailsFor', { title })}
      data-show-label={t('sections.showDetailsFor', { title })}
      data-hide-label={t('sections.hideDetailsFor', { title })}
      data-show-text={t('sections.showDetails')}
      data-hide-text={t('sections.hideDetails')}
    >
      {t(details.open ? 'sections.hideDetails' : 'sections.showDetails')}
      <Icon name="chevron" className="chevron" />
    </button>
  )
}

/**
 * A card whose summary (icon and eyebrow, title, description) always shows, and whose `children` fold behind
 * 'Show details' when it `hasDetails`.
 *
 * @example
 * <FoldingCard icon="leaf" eyebrow="The pantry" title={title} description={null} hasDetails={points.length > 0}>
 *   <Points points={points} />
 * </FoldingCard>
 */
export function FoldingCard(props: {
  className?: string
  icon: IconName | null | undefined
  eyebrow: string | null | undefined
  title: string
  description: string | null | undefined
  hasDetails: boolean
  children: ReactNode
}) {
  const { className = 'card', icon, eyebrow, title, description, hasDetails, children } = props
  const details = useDisclosure()
  return (
    <article className={className}>
      {(icon || eyebrow) && (
        <div className="card__top">
          {icon && <Icon name={icon} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        </div>
      )}
      <h3>{title}</h3>
      {description && <p>{description}</p>}
      {hasDetails && <DetailsButton details={details} title={title} />}
      {hasDetails && (
        <div {...details.region}>
          <div>{children}</div>
        </div>
      )}
    </article>
  )
}
