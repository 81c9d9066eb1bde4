import { observer } from 'mobx-react-lite'
import { type ReactNode, useId } from 'react'
import type { Topic } from '../../../../contract/page'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { photoAttributes } from '../../../ui/photo-attributes'

/**
 * The topics as a list of buttons under the topic title; `onChoose` decides
 * what choosing means. `fill` lets the list take the whole side panel;
 * `children` come after the list.
 */
export const TopicList = observer(function TopicList({
  onChoose,
  fill = false,
  children,
}: {
  onChoose: (topic: Topic) => void
  fill?: boolean
  children?: ReactNode
}) {
  const topics = useEngine().plugin('topics')
  const t = useWidgetT('topics')
  const id = useId()
  const selected = topics.selectedTopic?._id
  return (
    <section className={fill ? 'topic-list topic-list--fill' : 'topic-list'} aria-labelledby={id}>
      <h2 id={id} className="topic-list__title">
        {topics.title}
      </h2>
      {topics.topics.length === 0 ? (
        <p className="topic-list__empty">{t('empty')}</p>
      ) : (
        <ul className="topic-list__items">
          {topics.topics.map((topic) => (
            <li key={topic._id}>
              <button
                type="button"
                className="topic-list__item"
                aria-pressed={topic._id === selected}
                onClick={() => onChoose(topic)}
              >
                {topic.image && (
                  <img className="topic-list__image" {...photoAttributes(topic.image, '44px')} alt="" loading="lazy" />
                )}
                <span className="topic-list__name">{topic.name}</span>
                {topic.description && <span className="topic-list__description">{topic.description}</span>}
                {topic.price !== undefined && <span className="topic-list__price">{formatRupees(topic.price)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  )
})
