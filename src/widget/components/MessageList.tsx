import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { formatDayLabel, useEngine } from '../../engine'
import { useVirtualRows } from '../../ui/use-virtual-rows'
import { MessageBubble } from './MessageBubble'
import { messageRows } from './message-rows'

/**
 * The conversation, grouped by day (Today, Yesterday, or a full date) and
 * virtualised: only the rows in view (plus a few) are mounted, so 10,000
 * messages open as fast as 50. Sticks to the bottom as messages arrive
 * unless the reader scrolled up.
 */
export const MessageList = observer(function MessageList() {
  const engine = useEngine()
  const rows = messageRows(engine.messages.groupedByDay)
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const list = useVirtualRows({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 36 : 64),
    getItemKey: (index) => rows[index]!.key,
    overscan: 6,
    // Opens on the newest message and follows new ones (and rows measured taller than estimated) until the reader scrolls up.
    stickToEnd: () => atBottom.current,
  })

  return (
    <div
      ref={scroller}
      className="vw-messages"
      role="log"
      aria-live="polite"
      aria-label={engine.t('widget:chat.newMessages')}
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48
      }}
    >
      <div className="vw-messages__inner" style={{ height: list.totalSize }}>
        {list.items.map((item) => {
          const row = rows[item.index]!
          return (
            <div key={item.key} data-index={item.index} ref={list.measureElement} className="vw-row" style={{ transform: `translateY(${item.start}px)` }}>
              {row.kind === 'day' ? (
                <p className="vw-day">
                  <span>{formatDayLabel(row.day, (key) => engine.t(key))}</span>
                </p>
              ) : (
                <MessageBubble message={row.message} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
})
