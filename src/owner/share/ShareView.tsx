import { observer } from 'mobx-react-lite'
import { OWNER_SHARE_QR_PATH } from '../../../contract/owner-share'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import { Skeleton } from '../panel-kit/Skeleton'
import { SHARE_TITLE_ID } from './checklist-steps'
import { DomainSection } from './DomainSection'
import type { DomainStore } from './domain-store'
import { EmbedSection } from './EmbedSection'
import { FeedSection } from './FeedSection'
import { ShareLinkRow } from './ShareLinkRow'
import type { EmbedStore } from './embed-store'
import type { ShareStore } from './share-store'
import '../panel-kit/panel-kit.css'
import './share.css'
import { useLoad } from '../panel-kit/use-load'
import { ShareCard } from './ShareCard'

/** WhatsApp's share link: opens the app (or WhatsApp Web) with `text` ready to send to the chats the owner picks. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

/**
 * The owner app's Share tab: the site's link with a copy button, its QR
 * code to download and print, a WhatsApp message ready to send, and the
 * custom domain, the product feed for shopping surfaces, and the embed snippet (the widget on another website).
 * Copying, downloading and opening WhatsApp tick the checklist's 'share' step. One column on a phone, two on a desktop.
 *
 * @example
 * <ShareView store={app.panels.share} domain={app.panels.domain} embed={app.panels.embed} />
 */
export const ShareView = observer(function ShareView({
  store,
  domain,
  embed,
}: {
  store: ShareStore
  domain: DomainStore
  /** The embed card; without it the tab shows none. */
  embed?: EmbedStore
}) {
  const t = useOwnerT()
  useLoad(store)
  const share = store.share
  return (
    <section
      className="ow-panel ow-share"
      aria-labelledby={SHARE_TITLE_ID}
      aria-busy={store.request.status === 'loading'}
    >
      <h2 id={SHARE_TITLE_ID} className="ow-heading" tabIndex={-1}>
        {t('share.title')}
      </h2>
      {store.request.status === 'loading' && <Skeleton label={t('share.loading')} lines={4} />}
      {store.request.status === 'failed' && (
        <div>
          <FailureText ns="share" failure={store.failure} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('share.retry')}
          </button>
        </div>
      )}
      {share && (
        <div className="ow-share__columns">
          <ShareCard title={t('share.link.title')}>
            <ShareLinkRow store={store} />
            <a className="ow-share__open" href={share.link} target="_blank" rel="noopener noreferrer">
              {t('share.link.open')}
            </a>
          </ShareCard>
          <ShareCard title={t('share.qr.title')} help={t('share.qr.help')}>
            <img
              className="ow-share__qr"
              src={OWNER_SHARE_QR_PATH}
              width={192}
              height={192}
              alt={t('share.qr.alt', { link: share.link })}
            />
            <a className="ow-button" href={OWNER_SHARE_QR_PATH} download onClick={() => void store.shared('qr')}>
              {t('share.qr.download')}
            </a>
          </ShareCard>
          <ShareCard title={t('share.whatsapp.title')} help={t('share.whatsapp.help')}>
            <a
              className="ow-button"
              href={whatsappShareUrl(t('share.whatsapp.message', { name: share.siteName, link: share.link }))}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void store.shared('whatsapp')}
            >
              {t('share.whatsapp.open')}
            </a>
          </ShareCard>
          <DomainSection store={domain} />
          <FeedSection store={store} />
          {embed && <EmbedSection store={embed} />}
        </div>
      )}
    </section>
  )
})
