import { observer } from 'mobx-react-lite'
import { FailureText } from '../../panel-kit/FailureText'
import { useOwnerT } from '../../i18n'
import { fieldLabel, sectionName } from '../section-names'
import type { WebsiteStore } from '../website-store'
import { StaleTranslations } from './StaleTranslations'

/**
 * Whether the page shown is a draft or the live page, with Publish and
 * Discard for a draft, and the buttons that would go nowhere (a link to a
 * hidden or missing part of the page), before the owner publishes.
 */
export const DraftBar = observer(function DraftBar({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const page = store.page
  if (!page) return null
  const busy = store.work !== null
  const named = new Map(store.sections.map((section) => [section._id, section]))
  return (
    <div className={`ow-draft${page.draft ? ' ow-draft--open' : ''}`}>
      <p className="ow-draft__status" role="status">
        {t(page.draft ? 'site.status.draft' : 'site.status.live')}
      </p>
      {page.draft && (
        <div className="ow-actions">
          <button type="button" className="ow-button" disabled={busy} onClick={() => store.askDiscard()}>
            {t('site.discard')}
          </button>
          <button
            type="button"
            className="ow-button ow-button--primary"
            disabled={busy}
            aria-busy={store.work?.kind === 'publish' || undefined}
            onClick={() => store.askPublish()}
          >
            {t('site.publish')}
          </button>
        </div>
      )}
      <FailureText ns="website" failure={store.failures.get('publish') ?? store.failures.get('discard') ?? null} />
      {page.draft && <StaleTranslations store={store} />}
      {page.linkWarnings.length > 0 && (
        <div className="ow-notice ow-draft__warnings" role="alert">
          <p className="ow-draft__warnings-title">{t('site.warnings.title')}</p>
          <ul>
            {page.linkWarnings.map((warning) => {
              const section = named.get(warning.sectionId)
              return (
                <li key={`${warning.sectionId}-${warning.field}-${warning.link}`}>
                  {t(`site.warnings.${warning.reason}`, {
                    section: section ? sectionName(t, section) : warning.sectionId,
                    field: section ? fieldLabel(t, section.name, warning.field) : warning.field,
                    link: warning.link,
                  })}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
})
