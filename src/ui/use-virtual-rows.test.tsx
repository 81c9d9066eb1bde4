// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useVirtualRows, type VirtualRows } from './use-virtual-rows'

// jsdom has no layout: the scroller is 500 px tall and a row is as tall as `heights` says (0, i.e. unmeasured, by default).
const heights = new Map<string, number>()
const saved = { clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!, getBoundingClientRect: Element.prototype.getBoundingClientRect }
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset?.testid === 'scroller' ? 500 : 0
    },
  })
  Element.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const height = heights.get(this.dataset?.key ?? '') ?? 0
    return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) }
  }
})
afterAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', saved.clientHeight)
  Element.prototype.getBoundingClientRect = saved.getBoundingClientRect
})
afterEach(() => {
  cleanup()
  heights.clear()
})

const keys = (count: number, prefix = 'k') => Array.from({ length: count }, (_, index) => `${prefix}${index}`)

let current: VirtualRows
function List({ rowKeys, stickToEnd }: { rowKeys: string[]; stickToEnd?: () => boolean }) {
  const scroller = useRef<HTMLDivElement>(null)
  current = useVirtualRows({ count: rowKeys.length, getScrollElement: () => scroller.current, estimateSize: () => 50, getItemKey: (index) => rowKeys[index]!, overscan: 2, stickToEnd })
  return (
    <div ref={scroller} data-testid="scroller">
      <div style={{ height: current.totalSize }}>
        {current.items.map((row) => (
          <div key={row.key} className="row" data-index={row.index} data-key={row.key} ref={current.measureElement} style={{ transform: `translateY(${row.start}px)` }}>
            {row.key}
          </div>
        ))}
      </div>
    </div>
  )
}

const mounted = () => [...document.querySelectorAll<HTMLElement>('.row')].map((row) => row.dataset.key)
const startOf = (key: string) => current.items.find((row) => row.key === key)?.start
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

describe('useVirtualRows', () => {
  it('mounts only the rows in view of 10,000, plus the overscan', () => {
    render(<List rowKeys={keys(10_000)} />)
    // 500 px / 50 px = rows 0–9, plus 2 below.
    expect(mounted()).toEqual(keys(12))
    expect(current.totalSize).toBe(500_000)
    expect(startOf('k11')).toBe(550)
  })

  it('moves the window on scroll, once a frame', async () => {
    render(<List rowKeys={keys(10_000)} />)
    const scroller = screen.getByTestId('scroller')
    scroller.scrollTop = 10_000
    fireEvent.scroll(scroller)
    await nextFrame()
    // Rows 200–209 are in view, 198–211 mounted.
    expect(mounted()).toEqual(keys(14).map((_, index) => `k${198 + index}`))
    expect(startOf('k200')).toBe(10_000)
  })

  it('positions rows by their measured heights', () => {
    for (const key of keys(20)) heights.set(key, 100)
    render(<List rowKeys={keys(10_000)} />)
    expect(startOf('k1')).toBe(100)
    expect(startOf('k4')).toBe(400)
    // Rows 0–8 were mounted (0–2 + 4 more estimated rows in view + 2) and measured at 100 px; the others keep the 50 px estimate.
    expect(current.totalSize).toBe(9 * 100 + (10_000 - 9) * 50)
    // Now rows 0–4 fill the view.
    expect(mounted()).toEqual(keys(7))
  })

  it('re-measures rows whose size changes, through a ResizeObserver', () => {
    const observers: FakeResizeObserver[] = []
    class FakeResizeObserver {
      readonly targets = new Set<Element>()
      constructor(readonly callback: ResizeObserverCallback) {
        observers.push(this)
      }
      observe(target: Element) {
        this.targets.add(target)
      }
      unobserve(target: Element) {
        this.targets.delete(target)
      }
      disconnect() {
        this.targets.clear()
      }
      resize(target: Element) {
        this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver)
      }
    }
    const original = globalThis.ResizeObserver
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver
    try {
      const { unmount } = render(<List rowKeys={keys(100)} />)
      const rowObserver = observers.find((observer) => [...observer.targets].some((target) => target.classList.contains('row')))!
      expect(rowObserver.targets.size).toBe(12)
      expect(startOf('k4')).toBe(200)
      heights.set('k3', 80)
      act(() => rowObserver.resize(document.querySelector('[data-key="k3"]')!))
      expect(startOf('k4')).toBe(230)
      expect(current.totalSize).toBe(99 * 50 + 80)
      unmount()
      expect(observers.every((observer) => observer.targets.size === 0)).toBe(true)
    } finally {
      globalThis.ResizeObserver = original
    }
  })

  it('scrolls with a row above the viewport measured at other than its estimate, so what is in view stays put', async () => {
    heights.set('k18', 80) // above the viewport once scrolled to row 20
    heights.set('k25', 80) // in view
    render(<List rowKeys={keys(100)} />)
    const scroller = screen.getByTestId('scroller')
    scroller.scrollTop = 1000
    fireEvent.scroll(scroller)
    await nextFrame()
    expect(scroller.scrollTop).toBe(1030)
    expect(startOf('k20')).toBe(1030)
    expect(startOf('k26')).toBe(1030 + 5 * 50 + 80)
  })

  it('keeps measured sizes by key when rows are inserted before them', () => {
    for (const key of keys(5)) heights.set(key, 100)
    const { rerender } = render(<List rowKeys={keys(100)} />)
    expect(startOf('k2')).toBe(200)
    rerender(<List rowKeys={['new', ...keys(100)]} />)
    // 'new' is not measured (0 px): its 50 px estimate, then the 100 px rows.
    expect(startOf('k0')).toBe(50)
    expect(startOf('k2')).toBe(250)
  })

  it('scrollToEnd scrolls to the bottom', () => {
    const { rerender } = render(<List rowKeys={keys(100)} />)
    const scroller = screen.getByTestId('scroller')
    expect(scroller.scrollTop).toBe(0)
    act(() => current.scrollToEnd())
    expect(scroller.scrollTop).toBe(100 * 50 - 500)
    expect(mounted()).toEqual(keys(12).map((_, index) => `k${88 + index}`))
    // Without stickToEnd, a row added below stays below.
    rerender(<List rowKeys={keys(101)} />)
    expect(scroller.scrollTop).toBe(100 * 50 - 500)
  })

  it('while stickToEnd() is true, opens at the end and follows rows added or measured taller', () => {
    let stick = true
    const { rerender } = render(<List rowKeys={keys(100)} stickToEnd={() => stick} />)
    const scroller = screen.getByTestId('scroller')
    expect(scroller.scrollTop).toBe(100 * 50 - 500)
    expect(mounted()).toEqual(keys(12).map((_, index) => `k${88 + index}`))
    // A new row arrives and measures 120 px, not the 50 px estimate.
    heights.set('k100', 120)
    rerender(<List rowKeys={keys(101)} stickToEnd={() => stick} />)
    expect(current.totalSize).toBe(100 * 50 + 120)
    expect(scroller.scrollTop).toBe(100 * 50 + 120 - 500)
    // The reader scrolled up: the next row does not pull them down.
    stick = false
    rerender(<List rowKeys={keys(102)} stickToEnd={() => stick} />)
    expect(scroller.scrollTop).toBe(100 * 50 + 120 - 500)
  })
})
