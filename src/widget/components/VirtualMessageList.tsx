import { observer } from 'mobx-react-lite'
import { formatDayLabel, useEngine } from '../../engine'
import { MessageBubble } from './MessageBubble'
import { OlderMessagesRow } from './OlderMessagesRow'
import { useConversationList } from '../../ui/conversation/use-conversation-list'
import { VirtualRows } from '../../ui/VirtualRows'

/**
 * The conversation, grouped by day (Today, Yesterday, or a full date) and
 * virtualised (`useConversationList`: only the rows in view are mounted, it
 * opens on the newest message and follows new ones, and older pages load as
 * the reader scrolls up). While older messages remain on the server, the
 * first row is `OlderMessagesRow`.
 *
 * Loaded lazily by `MessageList`, with the virtualiser.
 */
const VirtualMessageList = observer(function VirtualMessageList() {
  const engine = useEngine()
  const { hasOlder, olderStatus } = engine.messages.history
  const { rows, list, scroller } = useConversationList({
    groups: engine.messages.groupedByDay,
    hasOlder,
    olderStatus,
    loadOlder: () => engine.messages.loadOlder(),
  })

  return (
    <div
      ref={scroller}
      className="vw-messages"
      role="log"
      aria-live="polite"
      aria-label={engine.t('widget:chat.newMessages')}
      tabIndex={0}
    >
      <VirtualRows
        list={list}
        className="vw-messages__inner"
        rowClassName="vw-row"
        row={(index) => {
          const row = rows[index]!
          return row.kind === 'older' ? (
            <OlderMessagesRow status={row.status} />
          ) : row.kind === 'day' ? (
            <p className="vw-day">
              <span>{formatDayLabel(row.day, (key) => engine.t(key))}</span>
            </p>
          ) : (
            <MessageBubble message={row.message} />
          )
        }}
      />
    </div>
  )
})

export default VirtualMessageList
