import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { FailureText } from '../../panel-kit/FailureText'
import { formatDateTime } from '../../panel-kit/format'
import { useOwnerT } from '../../i18n'
import type { WebsiteStore } from '../website-store'

/** The published versions, newest first: when, how many sections, the live one marked, Restore on the others. */
export const VersionsList = observer(function VersionsList({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const headingId = useId()
  const live = store.liveVersionId
  return (
    <section className="ow-website__versions" aria-labelledby={headingId}>
      <h3 id={headingId} className="ow-subheading">
        {t('website.versions.title')}
      </h3>
      <FailureText ns="website" failure={store.versionsFailure} />
      {store.versions.length === 0 && !store.versionsFailure ? (
        <p className="ow-muted">{t('website.versions.empty')}</p>
      ) : (
        <ul className="ow-stack">
          {store.versions.map((version) => {
            const time = formatDateTime(version.publishedAt)
            return (
              <li key={version.id} className="ow-version" aria-label={t('website.versions.label', { time })}>
                <span className="ow-version__text">
                  <time dateTime={version.publishedAt}>{time}</time>
                  <span className="ow-muted">{t('website.versions.sections', { count: version.sections })}</span>
                </span>
                {version.id === live ? (
                  <span className="ow-pill ow-pill--ok">{t('website.versions.live')}</span>
                ) : (
                  <button
                    type="button"
                    className="ow-button ow-button--small"
                    disabled={store.work !== null}
                    aria-label={t('website.versions.restoreOf', { time })}
                    onClick={() => store.askRestore(version)}
                  >
                    {t('website.versions.restore')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
