import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useEngine, useWidgetT } from '../../../engine/react'
import '../catalogue.css'
import { LoadState } from './LoadState'
import { PanelHeader } from '../../../ui/PanelHeader'

/** The `catalogue` side panel view: the chosen topic's catalogues with their category. */
export const CataloguePanel = observer(function CataloguePanel() {
  const engine = useEngine()
  const catalogue = engine.plugin('catalogue')
  const t = useWidgetT('catalogue')
  const id = useId()
  const topicId = engine.plugin('topics').selectedTopic?._id ?? catalogue.selectedTopicId
  useEffect(() => {
    // The `topic` panel records the topic and opens this view; load that topic's catalogues.
    // Reached without a topic (Back from the cart), the topics come first.
    if (topicId) void catalogue.ensureTopic(topicId)
    else engine.ui.openPanel('topic')
  }, [catalogue, engine, topicId])
  const list = catalogue.catalogueList
  return (
    <section className="vw-catalogue" aria-labelledby={id}>
      <PanelHeader id={id} title={t('categories')} back />
      <LoadState />
      {!catalogue.loading && !catalogue.error && list.length === 0 && (
        <p className="vw-catalogue__empty">{t('noCategories')}</p>
      )}
      {list.length > 0 && (
        <ul className="vw-catalogue__categories">
          {list.map((item) => (
            <li key={item._id}>
              <button
                type="button"
                className="vw-catalogue__category"
                onClick={() => void catalogue.openCatalogue(item)}
              >
                {item.categoryId.image && (
                  <img className="vw-catalogue__category-image" src={item.categoryId.image} alt="" loading="lazy" />
                )}
                <span className="vw-catalogue__category-name">{item.categoryId.name}</span>
                {item.name !== item.categoryId.name && (
                  <span className="vw-catalogue__category-catalogue">{item.name}</span>
                )}
                <span className="vw-catalogue__category-count">
                  {t('items', { count: item.categoryId.totalItems })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
