import { useT } from '../i18n/translator'

/** Where a site owner edits their website (the builder; outside this product). */
export const EDITOR_URL = 'https://vitrine.app/edit'

/** The 'Edit Website' banner every non-premium site shows (§1, §2). */
export function EditWebsiteBanner({ subdomain }: { subdomain: string }) {
  const t = useT()
  return (
    <aside className="edit-banner" aria-label={t('banner.label')}>
      <span>{t('banner.text')}</span>
      <a className="edit-banner__link" href={`${EDITOR_URL}?site=${encodeURIComponent(subdomain)}`} rel="nofollow">
        {t('banner.editWebsite')}
      </a>
    </aside>
  )
}
