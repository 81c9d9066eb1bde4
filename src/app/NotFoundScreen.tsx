import { useEffect, useState } from 'react'
import { useT } from '../i18n/translator'
import { GoBackButton } from './GoBackButton'

/** Refresh delay of the Try Again button (docs/product.md, 'Business constants and limits'). */
export const REFRESH_DELAY_MS = 1000
const SUPPORT_EMAIL = 'support@vitrine.app'

/**
 * The 404 screen. The server answers it with status 404. On a published page the boot script runs its buttons
 * (`data-action`, `boot/status-action.ts`); the owner preview hydrates it.
 */
export function NotFoundScreen() {
  const t = useT()
  const [refreshing, setRefreshing] = useState(false)

  useEffect(() => {
    if (!refreshing) return
    const timer = setTimeout(() => window.location.reload(), REFRESH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [refreshing])

  return (
    <main className="not-found">
      <div className="not-found__card">
        <span className="not-found__badge" role="status">
          {t('notFound.connectionError')}
        </span>
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <div className="not-found__actions">
          <GoBackButton>{t('notFound.goBack')}</GoBackButton>
          <a className="button button--primary" href="/">
            {t('notFound.home')}
          </a>
          <button
            type="button"
            className="button button--ghost"
            disabled={refreshing}
            data-action="retry"
            data-busy-text={t('notFound.refreshing')}
            data-delay={REFRESH_DELAY_MS}
            onClick={() => setRefreshing(true)}
          >
            {refreshing ? t('notFound.refreshing') : t('notFound.tryAgain')}
          </button>
        </div>
        <a className="not-found__support" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('notFound.contactSupport')}
        </a>
      </div>
    </main>
  )
}
