import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { TopicList } from './TopicList'

/**
 * The `topic-selection` chat state: choosing a topic opens the chat; when changing a chosen one, 'Back to chat' keeps
 * it.
 */
export const TopicSelection = observer(function TopicSelection() {
  const topics = useEngine().plugin('topics')
  const t = useWidgetT('topics')
  return (
    <TopicList onChoose={(topic) => topics.choose(topic)}>
      {topics.selectedTopic && (
        <button type="button" className="topic-list__back" onClick={() => topics.keep()}>
          {t('keep')}
        </button>
      )}
    </TopicList>
  )
})
