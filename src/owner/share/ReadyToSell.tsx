import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useOwnerT } from '../i18n'
import type { ReadyToSellProps } from './ready-to-sell-store'
import { SaleFixButton } from './SaleFixButton'
import { ShareLinkRow } from './ShareLinkRow'
import './share.css'
import { useLoad } from '../panel-kit/use-load'

/**
 * 'Ready to sell' at the top of the owner app's first screen: green when a customer can order now, else each thing
 * that stops a sale with a button to where it is fixed (the new item form, Payments, Delivery, the hours and their
 * pause switch). Read each time the first screen shows, and again on a catalogue change. Once customers can order,
 * it offers the site's link to copy: sharing it is the next thing to do.
 *
 * @example
 * <ReadyToSell store={app.panels.readyToSell} share={app.panels.share} />
 */
export const ReadyToSell = observer(function ReadyToSell({ store, share }: ReadyToSellProps) {
  const t = useOwnerT()
  const titleId = useId()
  useEffect(() => store.connect(), [store])
  useLoad(store)
  const answer = store.answer
  if (!answer) return null
  return (
    <section
      className={answer.ready ? 'ow-ready ow-ready--yes' : 'ow-ready ow-ready--no'}
      aria-label={t('share.ready.label')}
    >
      <h2 id={titleId} className="ow-heading ow-ready__title">
        <span aria-hidden="true">{answer.ready ? '✓' : '!'}</span>{' '}
        {t(answer.ready ? 'share.ready.yes' : 'share.ready.no')}
      </h2>
      {answer.ready && <ShareLinkRow store={share} />}
      {!answer.ready && (
        <>
          <p className="ow-muted">{t('share.ready.intro')}</p>
          <ul className="ow-ready__blockers" aria-labelledby={titleId}>
            {answer.blockers.map((blocker) => (
              <li key={blocker} className="ow-ready__blocker">
                <span>{t(`share.ready.blockers.${blocker}`)}</span>
                <SaleFixButton store={store} blocker={blocker} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
})
