import { useT } from '../i18n/translator'
import { GoBackButton } from './GoBackButton'

/** Shown for a page whose template or page key this build does not know (the page loader). */
export function ContentNotAvailable() {
  const t = useT()
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        <h1>{t('app.contentNotAvailable.title')}</h1>
        <p>{t('app.contentNotAvailable.body')}</p>
        <div className="status-screen__actions">
          <GoBackButton>{t('app.contentNotAvailable.goBack')}</GoBackButton>
          <button
            type="button"
            className="button button--primary"
            data-action="reload"
            onClick={() => window.location.reload()}
          >
            {t('app.contentNotAvailable.refresh')}
          </button>
        </div>
      </div>
    </main>
  )
}
