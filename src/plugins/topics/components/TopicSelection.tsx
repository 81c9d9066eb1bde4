import { useEngine } from '../../../engine/react'
import { TopicList } from './TopicList'

/** The `topic-selection` chat state: choosing a topic opens the chat. */
export function TopicSelection() {
  const topics = useEngine().plugin('topics')
  return <TopicList onChoose={(topic) => topics.choose(topic)} />
}
