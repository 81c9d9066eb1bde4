import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import type { ShareStore } from './share-store'

/**
 * The site's link, read-only and selected on focus, with 'Copy link' and what the copy did (a live status). The
 * Share tab shows it, and so does 'Ready to sell' once customers can order: the next thing to do is to share.
 *
 * @example
 * <ShareLinkRow store={app.panels.share} />
 */
export const ShareLinkRow = observer(function ShareLinkRow({ store }: { store: ShareStore }) {
  const t = useOwnerT()
  const id = useId()
  const link = store.share?.link
  if (!link) return null
  return (
    <>
      <div className="ow-share__link-row">
        <label className="ow-visually-hidden" htmlFor={`${id}-url`}>
          {t('share.link.label')}
        </label>
        <input id={`${id}-url`} className="ow-input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="ow-button ow-button--primary" onClick={() => void store.copyLink()}>
          {t('share.link.copy')}
        </button>
      </div>
      <p className="ow-muted" role="status">
        {store.copy === 'copied' ? t('share.link.copied') : store.copy === 'failed' ? t('share.link.copyFailed') : ''}
      </p>
    </>
  )
})
