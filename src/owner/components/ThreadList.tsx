import { observer } from 'mobx-react-lite'
import { formatDayLabel } from '../../client/messages/day-label'
import { useConversationList } from '../../ui/conversation/use-conversation-list'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { ThreadBubble } from './ThreadBubble'
import { VirtualRows } from '../../ui/VirtualRows'

/**
 * The open conversation's messages, grouped by day (Today, Yesterday, or a
 * full date) and virtualised as the widget's list is
 * (`useConversationList`): it opens on the newest
 * message and follows new ones while the owner is at the bottom; older
 * pages load as the owner scrolls up, and the message being read stays put.
 */
export const ThreadList = observer(function ThreadList({ label }: { label: string }) {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const { hasOlder, olderStatus } = conversation
  const { rows, list, scroller } = useConversationList({
    groups: conversation.groupedByDay,
    hasOlder,
    olderStatus,
    loadOlder: () => conversation.loadOlder(),
  })

  const dayT = (key: 'widget:chat.today' | 'widget:chat.yesterday') =>
    t(key === 'widget:chat.today' ? 'conversation.today' : 'conversation.yesterday')
  return (
    <div ref={scroller} className="ow-thread" role="log" aria-label={label} tabIndex={0}>
      <VirtualRows
        list={list}
        className="ow-thread__inner"
        rowClassName="ow-thread__row"
        row={(index) => {
          const row = rows[index]!
          return row.kind === 'older' ? (
            <OlderRow />
          ) : row.kind === 'day' ? (
            <p className="ow-day">
              <span>{formatDayLabel(row.day, dayT)}</span>
            </p>
          ) : (
            <ThreadBubble message={row.message} />
          )
        }}
      />
    </div>
  )
})

/**
 * The first row while older messages remain: says what is happening (a status region) and offers a button, for the
 * keyboard and to retry.
 */
const OlderRow = observer(function OlderRow() {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const status = conversation.olderStatus
  return (
    <div className="ow-older">
      <p className="ow-older__status" role="status">
        {status === 'loading'
          ? t('conversation.loadingOlder')
          : status === 'failed'
            ? t('conversation.loadOlderFailed')
            : ''}
      </p>
      {status !== 'loading' && (
        <button type="button" className="ow-button ow-button--small" onClick={() => void conversation.loadOlder()}>
          {status === 'failed' ? t('conversation.retry') : t('conversation.loadOlder')}
        </button>
      )}
    </div>
  )
})
