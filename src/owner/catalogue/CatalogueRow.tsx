import { observer } from 'mobx-react-lite'
import { useOwnerT } from '../i18n'
import type { SectionsStore } from './sections-store'
import { ErrorText } from './TopicTexts'

/** A catalogue in the Topics view: its name, description, topic and (while new) kind, saved on its own. */
export const CatalogueRow = observer(function CatalogueRow({ store, index }: { store: SectionsStore; index: number }) {
  const t = useOwnerT()
  const catalogue = store.catalogues[index]!
  const n = { index: index + 1 }
  const errors = store.errorsOf(String(index))
  const field = (name: 'name' | 'description') => `catalogue-${index}-${name}`
  return (
    <div className="ow-studio-option">
      {(['name', 'description'] as const).map((name) => (
        <div key={name} className="ow-studio-field">
          <label htmlFor={field(name)}>
            {t(name === 'name' ? 'studio.topicsView.catalogueName' : 'studio.topicsView.catalogueDescription', n)}
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
          onChange={(event) => store.editCatalogue(index, (draft) => (draft.topicId = event.target.value || null))}
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
})
