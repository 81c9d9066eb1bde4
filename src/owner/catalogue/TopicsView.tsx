import { observer } from 'mobx-react-lite'
import { ActivityPanel } from '../activity/ActivityPanel'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { SectionsStore } from './sections-store'
import { CatalogueRow } from './CatalogueRow'
import { TopicTexts } from './TopicTexts'

/**
 * The Topics view: the topics customers pick first (name, description,
 * order, saved together), and the catalogues each leads to (name,
 * description, topic, kind; saved one by one).
 */
export const TopicsView = observer(function TopicsView({ store }: { store: SectionsStore }) {
  const t = useOwnerT()
  return (
    <div className="ow-studio-form">
      <p className="visually-hidden" role="status">
        {store.saved ? t('studio.topicsView.saved') : ''}
      </p>
      <FailureText ns="studio" failure={store.failure} />
      <fieldset className="ow-studio-group">
        <legend>{t('studio.topicsView.topicsTitle')}</legend>
        {store.topics.map((topic, index) => (
          <TopicRow key={topic._id ?? `new-${index}`} store={store} index={index} />
        ))}
        <div className="ow-studio-actions">
          <button type="button" className="ow-button" onClick={() => store.addTopic()}>
            {t('studio.topicsView.addTopic')}
          </button>
          <button
            type="button"
            className="ow-button ow-button--primary"
            disabled={store.save.busy}
            onClick={() => void store.saveTopics()}
          >
            {t('studio.topicsView.saveTopics')}
          </button>
        </div>
      </fieldset>
      <fieldset className="ow-studio-group">
        <legend>{t('studio.topicsView.cataloguesTitle')}</legend>
        {store.catalogues.map((catalogue, index) => (
          <CatalogueRow key={catalogue._id ?? `new-${index}`} store={store} index={index} />
        ))}
        <button type="button" className="ow-button" onClick={() => store.addCatalogue()}>
          {t('studio.topicsView.addCatalogue')}
        </button>
      </fieldset>
      <ActivityPanel api={store.api} subject="topics" subjectId="topics" changed={store.saved ?? ''} />
    </div>
  )
})

/** A topic: its texts, Move up, Move down and Remove. */
const TopicRow = observer(function TopicRow({ store, index }: { store: SectionsStore; index: number }) {
  const t = useOwnerT()
  const n = { index: index + 1 }
  return (
    <div className="ow-studio-option">
      <TopicTexts store={store} index={index} />
      <div className="ow-studio-item__actions">
        <button
          type="button"
          className="ow-icon-button ow-icon-button--small"
          aria-label={t('studio.topicsView.moveUp', n)}
          onClick={() => store.moveTopic(index, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="ow-icon-button ow-icon-button--small"
          aria-label={t('studio.topicsView.moveDown', n)}
          onClick={() => store.moveTopic(index, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="ow-button ow-button--quiet ow-button--small"
          onClick={() => store.removeTopic(index)}
        >
          {t('studio.topicsView.remove', n)}
        </button>
      </div>
    </div>
  )
})
