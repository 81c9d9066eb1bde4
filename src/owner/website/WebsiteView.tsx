import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import { useOwnerT } from '../i18n'
import { Skeleton } from '../panel-kit/Skeleton'
import { SectionRow } from './components/SectionRow'
import { VersionsList } from './components/VersionsList'
import type { WebsiteStore } from './website-store'
import '../panel-kit/panel-kit.css'
import './website.css'

/**
 * The website's home page as the owner changes it (the owner app's Website tab): its
 * sections in order with Show/Hide, Move up/down and Edit, the published
 * versions with Restore, a preview and the live site.
 *
 * @example
 * <WebsiteView store={app.panels.website} />
 */
export const WebsiteView = observer(function WebsiteView({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const titleId = useId()
  const sectionsId = useId()
  useEffect(() => {
    void store.load()
  }, [store])
  const restoring = store.restoring
  return (
    <section className="ow-panel ow-website" aria-labelledby={titleId} aria-busy={store.status === 'loading'}>
      <header className="ow-website__header">
        <h2 id={titleId} className="ow-heading">
          {t('website.title')}
        </h2>
        <div className="ow-actions">
          <button
            type="button"
            className="ow-button"
            onClick={() => {
              // The tab opens now, while the click counts as the owner's, and goes to the link when it is here.
              const tab = window.open('', '_blank')
              if (tab) tab.opener = null
              void store.openPreview(tab)
            }}
          >
            {t('website.preview')}
          </button>
          <a className="ow-button ow-button--primary" href="/" target="_blank" rel="noopener noreferrer">
            {t('website.viewLive')}
          </a>
        </div>
      </header>
      <FailureText ns="website" failure={store.failures.get('preview') ?? null} />
      {store.blockedPreview && (
        <p className="ow-notice" role="status">
          {t('website.previewBlocked')}{' '}
          <a className="ow-link" href={store.blockedPreview} target="_blank" rel="noopener noreferrer">
            {t('website.openPreview')}
          </a>
        </p>
      )}
      {store.status === 'loading' && <Skeleton label={t('website.loading')} lines={6} />}
      {store.status === 'failed' && (
        <div className="ow-website__failed">
          <FailureText ns="website" failure={store.failure} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('website.retry')}
          </button>
        </div>
      )}
      {store.status === 'ready' && store.page && (
        <div className="ow-website__columns">
          <section className="ow-website__sections" aria-labelledby={sectionsId}>
            <h3 id={sectionsId} className="ow-subheading">
              {t('website.sections.title', { count: store.sections.length })}
            </h3>
            {store.page.version && (
              <p className="ow-muted">
                {t('website.publishedAt', { time: formatDateTime(store.page.version.publishedAt) })}
              </p>
            )}
            <FailureText ns="website" failure={store.failures.get('order') ?? null} />
            {store.sections.length === 0 ? (
              <p className="ow-empty">{t('website.sections.empty')}</p>
            ) : (
              <ol className="ow-stack ow-website__list">
                {store.sections.map((section, index) => (
                  <li key={section._id}>
                    <SectionRow section={section} position={index} count={store.sections.length} store={store} />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <VersionsList store={store} />
        </div>
      )}
      {restoring && (
        <ConfirmDialog
          title={t('website.restoreDialog.title', { time: formatDateTime(restoring.publishedAt) })}
          text={t('website.restoreDialog.text', { count: restoring.sections })}
          confirmLabel={t('website.restoreDialog.confirm')}
          keepLabel={t('website.restoreDialog.keep')}
          busy={store.work?.kind === 'restore'}
          onConfirm={() => void store.confirmRestore()}
          onKeep={() => store.keepPage()}
        >
          <FailureText ns="website" failure={store.failures.get('restore') ?? null} />
        </ConfirmDialog>
      )}
    </section>
  )
})
