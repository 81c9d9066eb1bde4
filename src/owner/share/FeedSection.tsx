import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { CopyLinkRow } from '../panel-kit/CopyLinkRow'
import type { ShareStore } from './share-store'
import { ShareCard } from './ShareCard'

/**
 * The product feed for shopping surfaces: its address with a copy button, and how to hand it to Google Merchant
 * Center and Meta's Commerce Manager (both fetch it again on their own, so new products and prices follow).
 */
export const FeedSection = observer(function FeedSection({ store }: { store: ShareStore }) {
  const t = useOwnerT()
  const url = store.feedUrl
  if (url === null) return null
  return (
    <ShareCard title={t('share.feed.title')} help={t('share.feed.help')}>
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
    </ShareCard>
  )
})
