import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import { CopyLinkRow } from '../panel-kit/CopyLinkRow'
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
  const link = store.share?.link
  if (!link) return null
  const texts = {
    label: t('share.link.label'),
    copy: t('share.link.copy'),
    copied: t('share.link.copied'),
    copyFailed: t('share.link.copyFailed'),
  }
  return (
    <CopyLinkRow link={link} copy={store.linkCopy} onCopy={() => void store.copyLink()} texts={texts} labelHidden />
  )
})
