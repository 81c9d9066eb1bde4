import type { Virtualizer } from '@tanstack/react-virtual'
import type { HTMLAttributes, Key, ReactNode } from 'react'

/**
 * The rows of a `@tanstack/react-virtual` list, inside its scroller: a box as tall as every row together, and each
 * row in view placed at its offset, measured as it mounts (a list of fixed rows gives `rowHeight` instead). With
 * `as="ul"` it is a list of `li` rows. Other attributes (role, accessible name) are the box's own.
 *
 * @example
 * <div ref={scroller} className="ow-thread">
 *   <VirtualRows list={list} className="ow-thread__inner" rowClassName="ow-thread__row" row={(i) => <Row at={i} />} />
 * </div>
 */
export function VirtualRows({
  list,
  as: Box = 'div',
  className,
  rowClassName,
  rowRole,
  rowHeight,
  rowKey,
  row,
  ...attributes
}: {
  list: Virtualizer<HTMLDivElement, Element>
  as?: 'div' | 'ul'
  className: string
  rowClassName: string
  rowRole?: 'listitem'
  /** Every row's height (px), for a list whose rows are not measured. */
  rowHeight?: number
  /** A row's key, where it is not the virtualiser's. */
  rowKey?: (index: number) => Key
  row(index: number): ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'>) {
  const Row = Box === 'ul' ? 'li' : 'div'
  return (
    <Box className={className} {...attributes} style={{ height: list.getTotalSize() }}>
      {list.getVirtualItems().map((item) => (
        <Row
          key={rowKey ? rowKey(item.index) : item.key}
          data-index={item.index}
          ref={rowHeight === undefined ? list.measureElement : undefined}
          className={rowClassName}
          role={rowRole}
          style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
        >
          {row(item.index)}
        </Row>
      ))}
    </Box>
  )
}
