import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, type RefObject } from 'react'
import type { PagedList } from '../../client/store/paged-list'
import { unlaidFallbacks } from '../../ui/virtual-list'

/** The next page is asked when the window comes this close to the last row held. */
const ROWS_AHEAD = 10

/**
 * A virtualised list of the rows of a paged list (`@tanstack/react-virtual`):
 * only a window of the rows is mounted, and the next page is asked as the
 * window nears the end of what is held. Call it from an `observer`.
 *
 * @example
 * const rows = usePagedRows({ count: items.length, estimate: 64, paged: store.items.list, scroller })
 */
export function usePagedRows(options: {
  count: number
  estimate: number
  paged: Pick<PagedList<unknown, unknown>, 'hasMore' | 'loadMore'>
  scroller: RefObject<HTMLDivElement | null>
}) {
  const { count, paged } = options
  // The virtualiser is mutable by design and nothing here memoises what it returns (its callers are plain observers).
  // oxlint-disable-next-line react/incompatible-library
  const rows = useVirtualizer({
    count,
    getScrollElement: () => options.scroller.current,
    estimateSize: () => options.estimate,
    overscan: 8,
    ...unlaidFallbacks,
  })
  const last = rows.getVirtualItems().at(-1)?.index ?? -1
  const hasMore = paged.hasMore
  useEffect(() => {
    if (hasMore && last >= count - ROWS_AHEAD) void paged.loadMore()
  }, [hasMore, last, count, paged])
  return rows
}
