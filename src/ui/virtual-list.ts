import { measureElement, observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual'

/** The viewport taken for a scroller that reports no height: about the message area of the desktop widget panel. */
const UNLAID_VIEWPORT: Rect = { width: 380, height: 480 }

/**
 * Options for the widget's `@tanstack/react-virtual` lists that keep them
 * usable where nothing is laid out (jsdom, which the unit tests run in, or a
 * list under `display: none`), where every size reads 0:
 *
 * - `measureElement`: a row measuring 0 px keeps its estimate (taking 0 would
 *   fit every row in the viewport and mount them all);
 * - `observeElementRect`: a scroller with no height is taken as
 *   `UNLAID_VIEWPORT` (taking 0 would mount no row at all).
 *
 * Laid out, both are the library's own.
 *
 * @example
 * ```ts
 * const list = useVirtualizer({
 *   count,
 *   getScrollElement: () => scroller.current,
 *   estimateSize: () => 64,
 *   ...unlaidFallbacks,
 * })
 * ```
 */
export const unlaidFallbacks = {
  measureElement<TScroll extends Element, TRow extends Element>(
    row: TRow,
    entry: ResizeObserverEntry | undefined,
    list: Virtualizer<TScroll, TRow>,
  ): number {
    return measureElement(row, entry, list) || list.options.estimateSize(list.indexFromElement(row))
  },
  observeElementRect<TScroll extends Element, TRow extends Element>(
    list: Virtualizer<TScroll, TRow>,
    report: (rect: Rect) => void,
  ) {
    return observeElementRect(list, (rect) => report(rect.height > 0 ? rect : UNLAID_VIEWPORT))
  },
}
