import { useEngine } from '../../../engine/react'
import { TopicList } from './TopicList'

/** The `topic` side panel view: choosing a topic moves on to the catalogue. */
export function TopicPanel() {
  const topics = useEngine().plugin('topics')
  return <TopicList fill onChoose={(topic) => topics.chooseInPanel(topic)} />
}
