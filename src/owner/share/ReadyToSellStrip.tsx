import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useOwnerT } from '../i18n'
import type { ReadyToSellProps } from './ready-to-sell-store'
import { SaleFixButton } from './SaleFixButton'
import { ShareLinkRow } from './ShareLinkRow'

/**
 * Above every screen but the first, once the owner has opened a fix from 'Ready to sell': what is left and a button
 * to the next fix, then, when customers can order, the site's link to copy. A guided path through the setup that
 * needs no trip back to the first screen between steps.
 *
 * @example
 * {app.tab !== 'inbox' && <ReadyToSellStrip store={app.panels.readyToSell} share={app.panels.share} />}
 */
export const ReadyToSellStrip = observer(function ReadyToSellStrip({ store, share }: ReadyToSellProps) {
  const t = useOwnerT()
  useEffect(() => store.connect(), [store])
  const answer = store.answer
  if (!store.guiding || !answer) return null
  const next = store.nextFix
  return (
    <section
      className={answer.ready ? 'ow-ready ow-ready--strip ow-ready--yes' : 'ow-ready ow-ready--strip ow-ready--no'}
      aria-label={t('share.ready.label')}
    >
      <p className="ow-ready__title" role="status">
        {answer.ready ? t('share.ready.yes') : t('share.ready.left', { count: answer.blockers.length })}
      </p>
      {next && <SaleFixButton store={store} blocker={next} />}
      {answer.ready && <ShareLinkRow store={share} />}
    </section>
  )
})
