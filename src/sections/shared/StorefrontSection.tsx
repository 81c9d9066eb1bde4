import type { ReactNode } from 'react'
import type { SectionContext } from '../../registry/define-section'

/**
 * The frame of a section that shows the live catalogue (Products, Categories): its title and what it shows. With
 * nothing to show (`empty`) visitors get nothing at all, and the owner's preview says what will appear (`emptyText`).
 *
 * @example
 * <StorefrontSection title={values.title} context={context} empty={items.length === 0} emptyText={t('…')}>…
 */
export function StorefrontSection({
  title,
  context,
  empty,
  emptyText,
  children,
}: {
  title?: string
  context: SectionContext
  empty: boolean
  emptyText: string
  children: ReactNode
}) {
  if (empty && !context.editMode) return null
  return (
    <section className="wrap storefront" id={context.anchor} tabIndex={-1}>
      {title && <h2>{title}</h2>}
      {empty ? <p className="storefront__empty">{emptyText}</p> : children}
    </section>
  )
}
