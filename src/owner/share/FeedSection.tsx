import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOwnerT } from '../i18n'
import { CopyLinkRow } from '../panel-kit/CopyLinkRow'
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
      <CopyLinkRow
        link={url}
        copy={store.feedCopy}
        onCopy={() => void store.copyFeed()}
        texts={{
          label: t('share.feed.label'),
          copy: t('share.feed.copy'),
          copied: t('share.feed.copied'),
          copyFailed: t('share.feed.copyFailed'),
        }}
        labelHidden
      />
      <ol className="ow-muted">
        <li>{t('share.feed.google')}</li>
        <li>{t('share.feed.meta')}</li>
      </ol>
    </section>
  )
})
