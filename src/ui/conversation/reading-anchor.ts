import type { Virtualizer } from '@tanstack/react-virtual'
import { firstMessageKey, type MessageRow } from './message-rows'

type List = Virtualizer<HTMLDivElement, Element>

/**
 * Keeps the message the reader is looking at in its place on screen when
 * older messages land above it. The virtualiser (`anchorTo: 'end'`) keeps
 * the row at the top edge in place, but near the top that row is the
 * older-messages row or a day heading, which stay first or move up with the
 * older messages of their day. So when the first message changes, the first
 * message row at or below the top edge is noted from the layout before the
 * change, and the list scrolls so it is as far from the top as it was.
 *
 * @example
 * const [anchor] = useState(() => new ReadingAnchor())
 * anchor.beforeRender(rows) // in render, before useVirtualizer takes the rows
 * const list = useVirtualizer({ ... })
 * useLayoutEffect(() => anchor.afterRender(list, rows), [anchor, list, rows]) // after the virtualiser's own effects
 */
export class ReadingAnchor {
  // The list as of the last commit: during the next render, before it takes the new rows, its layout is the old rows'.
  private list: List | null = null
  private rows: readonly MessageRow[] | null = null
  private pending: { key: string; fromTop: number } | null = null

  /** In render, before the list takes `rows`: notes the reading row when messages came in at the start. */
  beforeRender(rows: readonly MessageRow[]): void {
    const { list, rows: previous } = this
    this.rows = rows
    if (!list || !previous || previous === rows || firstMessageKey(previous) === firstMessageKey(rows)) return
    const top = list.scrollOffset ?? 0
    for (const item of list.getVirtualItems()) {
      const row = previous[item.index]
      if (row?.kind !== 'message' || item.end <= top) continue
      this.pending = { key: row.key, fromTop: item.start - top }
      return
    }
  }

  /** In a layout effect after the virtualiser's own: puts the noted row back where it was. */
  afterRender(list: List, rows: readonly MessageRow[]): void {
    this.list = list
    const pending = this.pending
    this.pending = null
    if (!pending) return
    const item = list.measurementsCache[rows.findIndex((row) => row.key === pending.key)]
    if (!item) return
    const target = item.start - pending.fromTop
    if (Math.abs((list.scrollOffset ?? 0) - target) >= 1) list.scrollToOffset(target)
  }
}
