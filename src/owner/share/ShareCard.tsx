import { useId, type ReactNode } from 'react'

/**
 * One card of the Share screen: a section named by its heading, the card's help under it, then what it offers.
 *
 * @example
 * <ShareCard title={t('share.feed.title')} help={t('share.feed.help')}>
 *   <CopyLinkRow link={url} copy={store.feedCopy} onCopy={() => void store.copyFeed()} />
 * </ShareCard>
 */
export function ShareCard({
  title,
  help,
  className,
  children,
}: {
  title: string
  help?: string
  /** A modifier class beside `ow-share__card`. */
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className={className ? `ow-share__card ${className}` : 'ow-share__card'} aria-labelledby={id}>
      <h3 id={id} className="ow-subheading">
        {title}
      </h3>
      {help !== undefined && <p className="ow-muted">{help}</p>}
      {children}
    </section>
  )
}
