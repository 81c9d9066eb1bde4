import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { DayGroup } from '../../client/messages/day-groups'
import type { OlderMessagesStatus, StoredMessage } from '../../client/messages/stored-message'
import { unlaidFallbacks } from '../virtual-list'
import { messageRows } from './message-rows'
import { ReadingAnchor } from './reading-anchor'

/** Estimated heights (px) until a row is measured. */
const ESTIMATES = { older: 44, day: 36, message: 64 } as const

/** How close to the top (px) the reader comes before the next older page is loaded: about a screenful ahead. */
const LOAD_OLDER_WITHIN_PX = 480

/** How close to the bottom (px) the reader counts as reading the newest message, so new ones scroll into view. */
const STICK_TO_END_PX = 48

/** A conversation as its list shows it: the day groups, and whether (and how) older pages are coming. */
export interface ConversationSource<M extends StoredMessage> {
  groups: readonly DayGroup<M>[]
  hasOlder: boolean
  olderStatus: OlderMessagesStatus
  loadOlder(): unknown
}

/**
 * The virtualised conversation of the widget's chat and of the owner inbox
 * (`@tanstack/react-virtual`): its rows (`messageRows`), the virtualiser and
 * the scroller's ref. Only the rows in view (plus a few) are mounted, so
 * 10,000 messages open as fast as 50. Opens on the newest message and,
 * while the reader is at the bottom, follows new messages and rows that
 * measure taller than estimated (`anchorTo: 'end'`, `followOnAppend`); a
 * reader who scrolled up stays where they are. When the reader comes within
 * a screenful of the top, the next older page is loaded, and the message
 * being read stays in its place (`ReadingAnchor`).
 *
 * @example
 * const loadOlder = () => store.loadOlder()
 * const { rows, list, scroller } = useConversationList({ groups, hasOlder, olderStatus, loadOlder })
 */
export function useConversationList<M extends StoredMessage>({
  groups,
  hasOlder,
  olderStatus,
  loadOlder,
}: ConversationSource<M>) {
  // The same rows and callbacks until the messages change, so a re-render while scrolling does not rebuild the
  // virtualiser's offsets of every row (it does when `getItemKey` changes).
  const rows = useMemo(() => messageRows(groups, hasOlder ? olderStatus : null), [groups, hasOlder, olderStatus])
  const estimateSize = useCallback((index: number) => ESTIMATES[rows[index]?.kind ?? 'message'], [rows])
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows])
  const scroller = useRef<HTMLDivElement>(null)
  const [anchor] = useState(() => new ReadingAnchor())
  anchor.beforeRender(rows)
  // The virtualiser is mutable by design and nothing here memoises what it returns (the components calling this are
  // plain observers).
  // oxlint-disable-next-line react/incompatible-library
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
    // Opens on the newest rows: at the list's end (the mounted range is clamped to its last screenful), so the oldest
    // rows are never mounted on the way; scrollToEnd below then moves the laid-out scroller there.
    initialOffset: (): number => list.getTotalSize(),
  })
  useLayoutEffect(() => list.scrollToEnd(), [list])
  useLayoutEffect(() => anchor.afterRender(list, rows), [anchor, list, rows])

  // After every commit, read from the scroller itself: a page that just landed has moved the reader down (the layout
  // effect above) since this render's rows were computed. Not again after a failure (the row's button retries), nor
  // while the list is not laid out (under `display: none` it reads 0 and would pull the whole history).
  useEffect(() => {
    const element = scroller.current
    if (!element || element.clientHeight === 0 || !hasOlder || olderStatus !== 'idle') return
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX) void loadOlder()
  })
  return { rows, list, scroller }
}
