import { observer } from 'mobx-react-lite'
import { ActivityPanel } from '../activity/ActivityPanel'
import { useOwnerT } from '../i18n'
import { FailureText } from '../panel-kit/FailureText'
import type { SectionsStore } from './sections-store'
import { ErrorText, TopicTexts } from './TopicTexts'

/**
 * The Topics view: the topics customers pick first (name, description,
 * order, saved together), and the catalogues each leads to (name,
 * description, topic, kind; saved one by one).
 */
export const TopicsView = observer(function TopicsView({ store }: { store: SectionsStore }) {
  const t = useOwnerT()
  return (
    <div className="ow-studio-form">
      <p className="ow-visually-hidden" role="status">
        {store.saved ? t('studio.topicsView.saved') : ''}
      </p>
      <FailureText ns="studio" failure={store.failure} />
      <fieldset className="ow-studio-group">
        <legend>{t('studio.topicsView.topicsTitle')}</legend>
        {store.topics.map((topic, index) => {
          const n = { index: index + 1 }
          return (
            <div key={topic._id ?? `new-${index}`} className="ow-studio-option">
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
        })}
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
        {store.catalogues.map((catalogue, index) => {
          const n = { index: index + 1 }
          const errors = store.errorsOf(String(index))
          const field = (name: 'name' | 'description') => `catalogue-${index}-${name}`
          return (
            <div key={catalogue._id ?? `new-${index}`} className="ow-studio-option">
              {(['name', 'description'] as const).map((name) => (
                <div key={name} className="ow-studio-field">
                  <label htmlFor={field(name)}>
                    {t(
                      name === 'name' ? 'studio.topicsView.catalogueName' : 'studio.topicsView.catalogueDescription',
                      n,
                    )}
                  </label>
                  <input
                    id={field(name)}
                    className="ow-input"
                    value={catalogue[name]}
                    aria-invalid={errors?.get(name) ? true : undefined}
                    aria-describedby={errors?.get(name) ? `${field(name)}-error` : undefined}
                    onChange={(event) => store.editCatalogue(index, (draft) => (draft[name] = event.target.value))}
                  />
                  <ErrorText code={errors?.get(name)} id={`${field(name)}-error`} />
                </div>
              ))}
              <div className="ow-studio-field">
                <label htmlFor={`catalogue-${index}-topic`}>{t('studio.topicsView.catalogueTopic', n)}</label>
                <select
                  id={`catalogue-${index}-topic`}
                  className="ow-input"
                  value={catalogue.topicId ?? ''}
                  onChange={(event) =>
                    store.editCatalogue(index, (draft) => (draft.topicId = event.target.value || null))
                  }
                >
                  <option value="">{t('studio.topicsView.noTopic')}</option>
                  {store.topics
                    .filter((topic) => topic._id)
                    .map((topic) => (
                      <option key={topic._id} value={topic._id}>
                        {topic.name}
                      </option>
                    ))}
                </select>
              </div>
              {!catalogue._id && (
                <div className="ow-studio-field">
                  <label htmlFor={`catalogue-${index}-type`}>{t('studio.topicsView.catalogueType', n)}</label>
                  <select
                    id={`catalogue-${index}-type`}
                    className="ow-input"
                    value={catalogue.catalogueType}
                    onChange={(event) =>
                      store.editCatalogue(
                        index,
                        (draft) => (draft.catalogueType = event.target.value === 'service' ? 'service' : 'product'),
                      )
                    }
                  >
                    <option value="product">{t('studio.form.product')}</option>
                    <option value="service">{t('studio.form.service')}</option>
                  </select>
                </div>
              )}
              <button
                type="button"
                className="ow-button ow-button--small"
                disabled={store.save.busy}
                onClick={() => void store.saveCatalogue(index)}
              >
                {t('studio.topicsView.saveCatalogue', n)}
              </button>
            </div>
          )
        })}
        <button type="button" className="ow-button" onClick={() => store.addCatalogue()}>
          {t('studio.topicsView.addCatalogue')}
        </button>
      </fieldset>
      <ActivityPanel api={store.api} subject="topics" subjectId="topics" changed={store.saved ?? ''} />
    </div>
  )
})
