import { useVirtualizer } from '@tanstack/react-virtual'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { formatDayLabel } from '../../engine/format'
import { unlaidFallbacks } from '../../ui/virtual-list'
import { messageRows } from '../../widget/components/message-rows'
import { ReadingAnchor } from '../../widget/components/reading-anchor'
import { useOwnerT } from '../i18n'
import { useOwnerApp } from '../owner-context'
import { ThreadBubble } from './ThreadBubble'

/** Estimated heights (px) until a row is measured. */
const ESTIMATES = { older: 44, day: 36, message: 64 } as const
/** How close to the top (px) the owner comes before the next older page is loaded: about a screenful ahead. */
const LOAD_OLDER_WITHIN_PX = 480
/** How close to the bottom (px) counts as reading the newest message, so new ones scroll into view. */
const STICK_TO_END_PX = 48

/**
 * The open conversation's messages, grouped by day (Today, Yesterday, or a
 * full date) and virtualised as the widget's list is (the same rows,
 * `messageRows`, and the same `ReadingAnchor`): it opens on the newest
 * message and follows new ones while the owner is at the bottom; older
 * pages load as the owner scrolls up, and the message being read stays put.
 */
export const ThreadList = observer(function ThreadList({ label }: { label: string }) {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const groups = conversation.groupedByDay
  const { hasOlder, olderStatus } = conversation
  const rows = useMemo(() => messageRows(groups, hasOlder ? olderStatus : null), [groups, hasOlder, olderStatus])
  const estimateSize = useCallback((index: number) => ESTIMATES[rows[index]?.kind ?? 'message'], [rows])
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows])
  const scroller = useRef<HTMLDivElement>(null)
  const [anchor] = useState(() => new ReadingAnchor())
  anchor.beforeRender(rows)
  const list = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    ...unlaidFallbacks,
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: STICK_TO_END_PX,
    initialOffset: (): number => list.getTotalSize(),
  })
  useLayoutEffect(() => list.scrollToEnd(), [list])
  useLayoutEffect(() => anchor.afterRender(list, rows), [anchor, list, rows])

  // Read from the scroller after every commit (a page that just landed moved the reader); not after a failure (the row retries).
  useEffect(() => {
    const element = scroller.current
    if (!element || element.clientHeight === 0 || !hasOlder || olderStatus !== 'idle') return
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX) void conversation.loadOlder()
  })

  const dayT = (key: 'widget:chat.today' | 'widget:chat.yesterday') => t(key === 'widget:chat.today' ? 'conversation.today' : 'conversation.yesterday')
  return (
    <div ref={scroller} className="ow-thread" role="log" aria-label={label} tabIndex={0}>
      <div className="ow-thread__inner" style={{ height: list.getTotalSize() }}>
        {list.getVirtualItems().map((item) => {
          const row = rows[item.index]!
          return (
            <div key={item.key} data-index={item.index} ref={list.measureElement} className="ow-thread__row" style={{ transform: `translateY(${item.start}px)` }}>
              {row.kind === 'older' ? (
                <OlderRow />
              ) : row.kind === 'day' ? (
                <p className="ow-day">
                  <span>{formatDayLabel(row.day, dayT)}</span>
                </p>
              ) : (
                <ThreadBubble message={row.message} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
})

/** The first row while older messages remain: says what is happening (a status region) and offers a button, for the keyboard and to retry. */
const OlderRow = observer(function OlderRow() {
  const { conversation } = useOwnerApp()
  const t = useOwnerT()
  const status = conversation.olderStatus
  return (
    <div className="ow-older">
      <p className="ow-older__status" role="status">
        {status === 'loading' ? t('conversation.loadingOlder') : status === 'failed' ? t('conversation.loadOlderFailed') : ''}
      </p>
      {status !== 'loading' && (
        <button type="button" className="ow-button ow-button--small" onClick={() => void conversation.loadOlder()}>
          {status === 'failed' ? t('conversation.retry') : t('conversation.loadOlder')}
        </button>
      )}
    </div>
  )
})
