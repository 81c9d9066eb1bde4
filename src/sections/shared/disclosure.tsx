import { useId, useState } from 'react'
import { useT } from '../../i18n/translator'
import { Icon } from './Icon'

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
