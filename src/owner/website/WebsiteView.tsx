import { observer } from 'mobx-react-lite'
import { useId, useMemo } from 'react'
import { ConfirmDialog } from '../panel-kit/ConfirmDialog'
import { failureIn } from '../panel-kit/errors'
import { FailureText } from '../panel-kit/FailureText'
import { formatDateTime } from '../panel-kit/format'
import { useOwnerT } from '../i18n'
import { Skeleton } from '../panel-kit/Skeleton'
import { AddSection } from './components/AddSection'
import { DraftBar } from './components/DraftBar'
import { PreviewFrame } from './components/PreviewFrame'
import { SectionRow } from './components/SectionRow'
import { StaleTranslations } from './components/StaleTranslations'
import { VersionsList } from './components/VersionsList'
import { EditorServicesContext, type EditorServices } from './editor-context'
import { versionName } from './section-names'
import type { WebsiteStore } from './website-store'
import '../panel-kit/panel-kit.css'
import './website.css'
import { useLoad } from '../panel-kit/use-load'

/**
 * The website's home page as the owner edits it (the owner app's Website
 * tab): the draft's sections in order, each with its form (built from its
 * schema), Show/Hide, Move, Duplicate and Remove; Add from the library;
 * Publish and Discard; the published versions, named by what changed, with
 * Restore; and the live preview of the draft beside it (above it on a
 * phone), which changes as the owner types.
 *
 * @example
 * <WebsiteView store={app.panels.website} />
 */
export const WebsiteView = observer(function WebsiteView({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const titleId = useId()
  const sectionsId = useId()
  useLoad(store)
  const services = useMemo<EditorServices>(
    () => ({
      get anchors() {
        return store.anchors
      },
      get items() {
        return store.resources.items
      },
      get categories() {
        return store.resources.categories
      },
      upload: (file, shape) => store.resources.upload(file, shape),
    }),
    [store],
  )
  return (
    <section className="ow-panel ow-website" aria-labelledby={titleId} aria-busy={store.request.status === 'loading'}>
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
              void store.preview.open(tab)
            }}
          >
            {t('website.preview')}
          </button>
          <a className="ow-button" href="/" target="_blank" rel="noopener noreferrer">
            {t('website.viewLive')}
          </a>
        </div>
      </header>
      {store.preview.blocked && (
        <p className="ow-notice" role="status">
          {t('website.previewBlocked')}{' '}
          <a className="ow-link" href={store.preview.blocked} target="_blank" rel="noopener noreferrer">
            {t('website.openPreview')}
          </a>
        </p>
      )}
      {store.request.status === 'loading' && <Skeleton label={t('website.loading')} lines={6} />}
      {store.request.status === 'failed' && (
        <div className="ow-website__failed">
          <FailureText ns="website" failure={failureIn(store.request)} />
          <button type="button" className="ow-button" onClick={() => void store.load()}>
            {t('website.retry')}
          </button>
        </div>
      )}
      {store.request.status === 'ready' && store.page && (
        <EditorServicesContext.Provider value={services}>
          <DraftBar store={store} />
          <div className="ow-website__columns">
            <PreviewFrame store={store} />
            <div className="ow-website__edit">
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
                <AddSection store={store} />
              </section>
              <VersionsList store={store} />
            </div>
          </div>
        </EditorServicesContext.Provider>
      )}
      <Question store={store} />
    </section>
  )
})

/** The open question: restore a version into the draft, publish despite link warnings, or discard the draft. */
const Question = observer(function Question({ store }: { store: WebsiteStore }) {
  const t = useOwnerT()
  const asking = store.asking
  if (!asking) return null
  const kind = asking.kind
  // Publishing asks about buttons that go nowhere, else (only) about out-of-date translations.
  const linksFine = (store.page?.linkWarnings.length ?? 0) === 0
  const dialog =
    kind === 'restore'
      ? 'restoreDialog'
      : kind === 'publish'
        ? linksFine
          ? 'staleDialog'
          : 'publishDialog'
        : 'discardDialog'
  const stale = kind === 'publish' && store.staleTranslations.length > 0
  const time =
    kind === 'restore' ? `${versionName(t, asking.version)}, ${formatDateTime(asking.version.publishedAt)}` : ''
  return (
    <ConfirmDialog
      title={t(`site.${dialog}.title`, { time })}
      text={t(`site.${dialog}.text`)}
      confirmLabel={t(`site.${dialog}.confirm`)}
      keepLabel={t(`site.${dialog}.keep`)}
      busy={store.work?.kind === kind}
      onConfirm={() => void store.confirm()}
      onKeep={() => store.keepPage()}
    >
      {stale && <StaleTranslations store={store} />}
      {stale && (
        <button
          type="button"
          className="ow-button"
          disabled={store.work !== null}
          onClick={() => void store.dropStaleAndPublish()}
        >
          {t('site.staleDialog.drop')}
        </button>
      )}
      <FailureText ns="website" failure={store.failures.get(kind) ?? null} />
    </ConfirmDialog>
  )
})
