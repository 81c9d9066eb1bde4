import { useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

export type VirtualRowKey = string | number

export interface VirtualRowsOptions {
  /** How many rows the list has. */
  count: number
  /** The element that scrolls (`overflow-y: auto`); it may hold more than the list, see `scrollMargin`. */
  getScrollElement: () => HTMLElement | null
  /** Height in px of a row not measured yet. */
  estimateSize: (index: number) => number
  /** A stable key per row: measured sizes are remembered by key, so inserting rows before a row keeps its size. */
  getItemKey: (index: number) => VirtualRowKey
  /** Rows mounted above and below the viewport; default 4. */
  overscan?: number
  /** Distance in px from the top of the scroll element's content to the top of the list, when something scrolls above it; default 0. */
  scrollMargin?: number
  /**
   * While true, the list is kept scrolled to the bottom (a chat reader who has not scrolled up): the rows at the end are
   * mounted, and the scroll element is scrolled to its bottom whenever the list's height changes (rows added, or measured
   * at other than their estimate), including on mount.
   */
  stickToEnd?: () => boolean
}

/** A row to mount: `start` is its offset in px from the top of the list (not of the scroll element). */
export interface VirtualRow {
  index: number
  key: VirtualRowKey
  start: number
}

export interface VirtualRows {
  /** The rows intersecting the viewport, plus `overscan` rows on each side, in order. */
  items: VirtualRow[]
  /** Height in px of the whole list: give it to the element the rows are positioned in. */
  totalSize: number
  /** Ref callback for a mounted row, which must carry `data-index`: measures it now and whenever it resizes (ResizeObserver, when there is one). */
  measureElement: (element: HTMLElement | null) => (() => void) | undefined
  /** Scrolls the scroll element to the bottom (the newest message of a chat). */
  scrollToEnd: () => void
}

interface Internals {
  sizes: Map<VirtualRowKey, number>
  /** The list height when the layout effect last ran, to stick to the end when it changes. */
  committedTotal: number
  /** Scroll owed to rows above the viewport that were measured at other than their estimate. */
  adjust: number
  starts: Float64Array
  /** The scroll element's scrollTop and clientHeight, read on scroll and resize (not during render). */
  top: number
  height: number
  from: number
  to: number
  pending: boolean
  frame: number
  rows?: ResizeObserver
}

/**
 * Virtualises a vertically scrolling list of rows of variable height: only
 * the rows in view (plus `overscan`) are mounted, each is measured once
 * mounted, and offsets are prefix sums of the measured (or estimated) sizes,
 * recomputed on every render into one numeric array, so 10,000 rows stay
 * cheap. Scrolling and viewport resizes re-render at most once a frame, and
 * only when the mounted range changes.
 *
 * The rows are positioned by the caller: absolutely, inside an element of
 * height `totalSize`, moved down by their `start`.
 *
 * @example
 * ```tsx
 * function Names({ names }: { names: string[] }) {
 *   const scroller = useRef<HTMLDivElement>(null)
 *   const rows = useVirtualRows({ count: names.length, getScrollElement: () => scroller.current, estimateSize: () => 32, getItemKey: (index) => names[index]! })
 *   return (
 *     <div ref={scroller} style={{ height: 400, overflowY: 'auto' }}>
 *       <div style={{ position: 'relative', height: rows.totalSize }}>
 *         {rows.items.map((row) => (
 *           <div key={row.key} data-index={row.index} ref={rows.measureElement} style={{ position: 'absolute', top: 0, width: '100%', transform: `translateY(${row.start}px)` }}>
 *             {names[row.index]}
 *           </div>
 *         ))}
 *       </div>
 *     </div>
 *   )
 * }
 * ```
 */
export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const { count, getItemKey, estimateSize, overscan = 4 } = options
  const [, rerender] = useReducer((renders: number) => renders + 1, 0)
  const latest = useRef(options)
  // Set while rendering: rows' ref callbacks run before this component's layout effects and need this render's count and keys.
  latest.current = options
  const [self] = useState(() => {
    const s: Internals = { sizes: new Map(), committedTotal: -1, adjust: 0, starts: new Float64Array(1), top: 0, height: 0, from: 0, to: -1, pending: false, frame: 0 }
    /** Re-renders: at once when called outside React (a frame, a ResizeObserver), since the next paint may follow. */
    const update = (now: boolean) => (now ? flushSync(rerender) : rerender())
    const measure = (element: HTMLElement, now: boolean) => {
      const { count, getItemKey, estimateSize, scrollMargin = 0 } = latest.current
      const index = Number(element.dataset.index)
      // Not offsetHeight: rounding it would shift every gap by up to half a pixel. Unaffected by the translateY.
      const size = element.getBoundingClientRect().height
      // 0 is no layout (jsdom, display: none): keep the estimate.
      if (!size || !(index < count)) return
      const key = getItemKey(index)
      const before = s.sizes.get(key) ?? estimateSize(index)
      s.sizes.set(key, size)
      if (size === before) return
      // A row starting above the viewport pushes what is in view down: scroll as much with it, once the new offsets are committed.
      if (s.starts[index]! < s.top - scrollMargin) s.adjust += size - before
      update(now)
    }
    if (typeof ResizeObserver === 'function') s.rows = new ResizeObserver((entries) => entries.forEach((entry) => measure(entry.target as HTMLElement, true)))
    /** Reads the viewport, and re-renders if the mounted range moved. */
    const sync = (now: boolean) => {
      s.pending = false
      const element = latest.current.getScrollElement()
      if (!element) return
      s.top = element.scrollTop
      s.height = element.clientHeight
      const [from, to] = range(s.starts, viewTop(s.starts, latest.current, s.top, s.height), s.height, latest.current.overscan ?? 4)
      if (from !== s.from || to !== s.to) update(now)
    }
    const schedule = () => {
      if (s.pending) return
      s.pending = true
      if (typeof requestAnimationFrame === 'function') s.frame = requestAnimationFrame(() => sync(true))
      else sync(false)
    }
    const measureElement = (element: HTMLElement | null) => {
      if (!element) return
      measure(element, false)
      s.rows?.observe(element)
      return () => s.rows?.unobserve(element)
    }
    const scrollToEnd = () => {
      const element = latest.current.getScrollElement()
      if (!element) return
      // scrollHeight is 0 without layout (jsdom): then the list's own height stands for it.
      const height = Math.max(element.scrollHeight, (latest.current.scrollMargin ?? 0) + s.starts[s.starts.length - 1]!)
      element.scrollTop = Math.max(0, height - element.clientHeight)
      sync(false)
    }
    return { s, sync, schedule, measureElement, scrollToEnd }
  })
  const { s } = self

  const starts = new Float64Array(count + 1)
  for (let index = 0; index < count; index++) starts[index + 1] = starts[index]! + (s.sizes.get(getItemKey(index)) ?? estimateSize(index))
  // Before the first commit the viewport is unknown (0 × 0): this mounts the first (or last) rows, and the layout effects correct it before paint.
  const [from, to] = range(starts, viewTop(starts, options, s.top, s.height), s.height, overscan)
  const items: VirtualRow[] = []
  for (let index = from; index <= to; index++) items.push({ index, key: getItemKey(index), start: starts[index]! })
  // Kept while rendering: the rows' ref callbacks of this commit run before its effects and need these offsets.
  s.starts = starts
  s.from = from
  s.to = to
  const adjust = s.adjust

  // After each commit, i.e. once the DOM holds the new offsets, and before paint.
  useLayoutEffect(() => {
    const element = latest.current.getScrollElement()
    s.adjust -= adjust
    if (adjust && element) {
      element.scrollTop += adjust
      self.sync(false)
    }
    if (starts[count] !== s.committedTotal) {
      s.committedTotal = starts[count]!
      if (latest.current.stickToEnd?.()) self.scrollToEnd()
    }
  })

  useLayoutEffect(() => {
    const element = latest.current.getScrollElement()
    if (!element) return
    const viewport = typeof ResizeObserver === 'function' ? new ResizeObserver(self.schedule) : undefined
    element.addEventListener('scroll', self.schedule, { passive: true })
    viewport?.observe(element)
    self.sync(false)
    return () => {
      element.removeEventListener('scroll', self.schedule)
      viewport?.disconnect()
      if (s.pending && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(s.frame)
      s.pending = false
    }
  }, [self])

  return { items, totalSize: starts[count]!, measureElement: self.measureElement, scrollToEnd: self.scrollToEnd }
}

/** Where the viewport starts, in px below the list's top; at the end while sticking to it, since the layout effect scrolls there. */
function viewTop(starts: Float64Array, options: VirtualRowsOptions, top: number, height: number): number {
  return options.stickToEnd?.() ? starts[starts.length - 1]! - height : top - (options.scrollMargin ?? 0)
}

/** The rows to mount, [from, to] inclusive (empty when from > to), for a viewport `top` px below the list's top and `height` px tall. */
function range(starts: Float64Array, top: number, height: number, overscan: number): [number, number] {
  const count = starts.length - 1
  if (count === 0) return [0, -1]
  // The first row ending below the top of the viewport (binary search), the last one starting above its bottom (walk: they are mounted anyway).
  let low = 0
  let high = count - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (starts[middle + 1]! > top) high = middle
    else low = middle + 1
  }
  let last = low
  while (last < count - 1 && starts[last + 1]! < top + height) last++
  return [Math.max(0, low - overscan), Math.min(count - 1, last + overscan)]
}
