import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'

/**
 * Above the message box: the chosen topic with 'Change', or 'Choose a topic'
 * when there is none yet (a returning customer whose topic was never set).
 * Nothing when the site has no topics.
 */
export const TopicBar = observer(function TopicBar() {
  const topics = useEngine().plugin('topics')
  const t = useWidgetT('topics')
  if (topics.topics.length === 0) return null
  const chosen = topics.selectedTopic
  return (
    <div className="topic-bar">
      {chosen && <span className="topic-bar__name">{t('current', { name: chosen.name })}</span>}
      <button
        type="button"
        className="topic-bar__change"
        aria-label={chosen ? t('changeLabel', { name: chosen.name }) : undefined}
        onClick={() => topics.change()}
      >
        {chosen ? t('change') : topics.title}
      </button>
    </div>
  )
})
