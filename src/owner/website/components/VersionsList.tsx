import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { FailureText } from '../../panel-kit/FailureText'
import { formatDateTime } from '../../panel-kit/format'
import { useOwnerT } from '../../i18n'
import { versionName } from '../section-names'
import type { WebsiteStore } from '../website-store'

/**
 * The published versions, newest first: named by what changed ('Hero title, hid Final CTA'), when and by whom, the live
 * one marked, Restore (into the draft) on the others.
 */
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
            const name = versionName(t, version)
            return (
              <li key={version.id} className="ow-version" aria-label={t('site.versions.label', { name, time })}>
                <span className="ow-version__text">
                  <span className="ow-version__name">{name}</span>
                  <span className="ow-muted">
                    <time dateTime={version.publishedAt}>{time}</time>
                    {version.publishedBy && ` · ${t('site.versions.by', { who: version.publishedBy })}`}
                  </span>
                </span>
                {version.id === live ? (
                  <span className="ow-pill ow-pill--ok">{t('website.versions.live')}</span>
                ) : (
                  <button
                    type="button"
                    className="ow-button ow-button--small"
                    disabled={store.work !== null}
                    aria-label={t('website.versions.restoreOf', { time: `${name}, ${time}` })}
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
