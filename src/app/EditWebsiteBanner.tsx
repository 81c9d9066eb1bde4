import { useT } from '../i18n/translator'

/** Where a site's owner signs in to edit it: the owner app on the site's own host. */
export const OWNER_APP_PATH = '/owner'

/** The 'Edit Website' banner every non-premium site shows (docs/product.md): it leads the owner to their sign-in. */
export function EditWebsiteBanner() {
  const t = useT()
  return (
    <aside className="edit-banner" aria-label={t('banner.label')}>
      <span>{t('banner.text')}</span>
      <a className="edit-banner__link" href={OWNER_APP_PATH} rel="nofollow">
        {t('banner.editWebsite')}
      </a>
    </aside>
  )
}
