import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useRef, type Key, type ReactNode } from 'react'
import { unlaidFallbacks } from '../../ui/virtual-list'
import { VirtualRows } from '../../ui/VirtualRows'

export interface VirtualListProps<T> {
  items: readonly T[]
  /** Estimated height (px) of a row until it is measured. */
  rowPx: number
  overscan: number
  /** The list's accessible name: its text, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string }
  itemKey(item: T): Key
  row(item: T): ReactNode
  /** A last row after the items ('Load more'), or nothing. */
  footer?: ReactNode
  /** Called when a row this close to the end (`nearEnd` rows) is mounted: loads the next page. */
  onNearEnd?: () => void
  nearEnd?: number
  /** The index of an item to bring into view, or -1. */
  reveal?: number
  /** Classes beside `ow-list` on the scroller. */
  className?: string
}

/**
 * An owner list, virtualised with `@tanstack/react-virtual` (rows measured as they mount, usable where nothing is laid
 * out): the inbox's conversations, the Orders tab's orders. Hidden while it has no items; the empty, loading and
 * failed states stand beside it.
 *
 * @example
 * <VirtualList
 *   items={orders}
 *   rowPx={168}
 *   overscan={4}
 *   name={{ label: 'Needs action' }}
 *   itemKey={(order) => order._id}
 *   row={(order) => <OrderRow order={order} store={orders} />}
 * />
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, footer, onNearEnd, nearEnd = 0, reveal = -1 } = props
  const scroller = useRef<HTMLDivElement>(null)
  const { rowPx } = props
  const estimateSize = useCallback(() => rowPx, [rowPx])
  const count = items.length + (footer ? 1 : 0)
  // The virtualiser is mutable by design and nothing here memoises what it returns (as in catalogue/paged-rows.ts).
  // oxlint-disable-next-line react/incompatible-library
  const list = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey: (index) => (index < items.length ? props.itemKey(items[index]!) : 'footer'),
    ...unlaidFallbacks,
    overscan: props.overscan,
  })
  const rows = list.getVirtualItems()
  const lastIndex = rows[rows.length - 1]?.index ?? -1
  useEffect(() => {
    if (onNearEnd && lastIndex >= items.length - nearEnd) onNearEnd()
  }, [onNearEnd, lastIndex, items.length, nearEnd])
  useEffect(() => {
    if (reveal >= 0) list.scrollToIndex(reveal, { align: 'start' })
  }, [list, reveal])
  const name = 'label' in props.name ? { 'aria-label': props.name.label } : { 'aria-labelledby': props.name.labelledBy }
  return (
    <div ref={scroller} className={`ow-list ${props.className ?? ''}`.trim()} hidden={items.length === 0}>
      <VirtualRows
        list={list}
        className="ow-list__inner"
        rowClassName="ow-list__row"
        role="list"
        rowRole="listitem"
        {...name}
        row={(index) => {
          const item = items[index]
          return item === undefined ? footer : props.row(item)
        }}
      />
    </div>
  )
}
