import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import type { ShareStore } from './share-store'

/**
 * The product feed for shopping surfaces: its address with a copy button, and how to hand it to Google Merchant
 * Center and Meta's Commerce Manager (both fetch it again on their own, so new products and prices follow).
 */
export const FeedSection = observer(function FeedSection({ store }: { store: ShareStore }) {
  const t = useOwnerT()
  const id = useId()
  const url = store.feedUrl
  if (url === null) return null
  return (
    <section className="ow-share__card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ow-subheading">
        {t('share.feed.title')}
      </h3>
      <p className="ow-muted">{t('share.feed.help')}</p>
      <div className="ow-share__link-row">
        <label className="ow-visually-hidden" htmlFor={`${id}-url`}>
          {t('share.feed.label')}
        </label>
        <input id={`${id}-url`} className="ow-input" readOnly value={url} onFocus={(event) => event.target.select()} />
        <button type="button" className="ow-button ow-button--primary" onClick={() => void store.copyFeed()}>
          {t('share.feed.copy')}
        </button>
      </div>
      <p className="ow-muted" role="status">
        {store.feedCopy === 'copied'
          ? t('share.feed.copied')
          : store.feedCopy === 'failed'
            ? t('share.feed.copyFailed')
            : ''}
      </p>
      <ol className="ow-muted">
        <li>{t('share.feed.google')}</li>
        <li>{t('share.feed.meta')}</li>
      </ol>
    </section>
  )
})
