import { useT } from '../i18n/translator'

/**
 * The bar across the top of an owner preview (`?ownerPreview=`): says that
 * this is a preview, what is off in it, and links to the live page. Only the
 * preview renders it (PageLoader), never a published page.
 */
export function PreviewNotice({ customRoute }: { customRoute: string }) {
  const t = useT()
  return (
    <aside className="preview-notice" aria-label={t('preview.label')}>
      <strong>{t('preview.title')}</strong> <span>{t('preview.text')}</span>{' '}
      {/* One leading slash: a path like `//host` would leave the site. */}
      <a className="preview-notice__link" href={`/${customRoute.replace(/^\/+/, '')}`}>
        {t('preview.viewLive')}
      </a>
    </aside>
  )
}
