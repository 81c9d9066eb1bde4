/**
 * Just enough layout for jsdom (which has none) to drive the widget's
 * virtualised lists as a browser would: a scroller of a fixed height whose
 * content is as tall as the sizer inside it says, rows as tall as
 * `rowHeight` says, `scrollTo` clamped to the content and reported by a
 * `scroll` event a moment later, and a ResizeObserver that reports what it
 * observes, and again on `resize(element)`.
 *
 * @example
 * ```ts
 * const layout = fakeLayout({ scroller: '.vw-messages', viewport: 480, rowHeight: () => 64 })
 * afterAll(() => layout.restore())
 * ```
 */
export interface FakeLayoutOptions {
  /** Selector of the scrolling element. */
  scroller: string
  /** Its height in px. */
  viewport: number
  /** Selector of a row (an element measured by the virtualiser). */
  row?: string
  /** A row's height in px, read whenever it is measured. */
  rowHeight: (row: HTMLElement) => number
}

export interface FakeLayout {
  /** Reports `element`'s size to the ResizeObservers watching it, as a browser does when it changes. */
  resize(element: Element): void
  /** Puts jsdom's own properties back. */
  restore(): void
}

type Patch = [target: object, name: string, descriptor: PropertyDescriptor]

export function fakeLayout({ scroller, viewport, row = '.vw-row', rowHeight }: FakeLayoutOptions): FakeLayout {
  const observers = new Set<FakeResizeObserver>()
  const heightOf = (element: Element): number => {
    if (element.matches(scroller)) return viewport
    if (element.matches(row)) return rowHeight(element as HTMLElement)
    return 0
  }
  // The sizer (the scroller's only child) is as tall as its inline height.
  const contentOf = (element: Element) =>
    Math.max(viewport, ...[...element.children].map((child) => parseFloat((child as HTMLElement).style.height) || 0))

  class FakeResizeObserver {
    private readonly targets = new Set<Element>()
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target)
      observers.add(this)
      queueMicrotask(() => this.report(target))
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
      observers.delete(this)
    }
    report(target: Element) {
      if (!this.targets.has(target) || !target.isConnected) return
      const box = { blockSize: heightOf(target), inlineSize: 380 }
      this.callback(
        [{ target, borderBoxSize: [box], contentBoxSize: [box] } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      )
    }
  }

  const patches: Patch[] = [
    [
      Element.prototype,
      'clientHeight',
      {
        get: function (this: Element) {
          return heightOf(this)
        },
      },
    ],
    [
      Element.prototype,
      'scrollHeight',
      {
        get: function (this: Element) {
          return this.matches(scroller) ? contentOf(this) : 0
        },
      },
    ],
    [
      HTMLElement.prototype,
      'offsetHeight',
      {
        get: function (this: HTMLElement) {
          return heightOf(this)
        },
      },
    ],
    [
      Element.prototype,
      'scrollTo',
      {
        value: function (this: Element, options?: ScrollToOptions | number, y?: number) {
          const top = typeof options === 'number' ? (y ?? 0) : (options?.top ?? this.scrollTop)
          this.scrollTop = Math.min(Math.max(0, top), Math.max(0, this.scrollHeight - this.clientHeight))
          // A browser reports the scroll with the next frame, never inside the call.
          queueMicrotask(() => this.dispatchEvent(new Event('scroll')))
        },
      },
    ],
    [globalThis, 'ResizeObserver', { value: FakeResizeObserver }],
  ]
  const saved = patches.map(([target, name]) => [target, name, Object.getOwnPropertyDescriptor(target, name)] as const)
  for (const [target, name, descriptor] of patches)
    Object.defineProperty(target, name, { configurable: true, ...descriptor })

  return {
    resize(element) {
      for (const observer of observers) observer.report(element)
    },
    restore() {
      for (const [target, name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(target, name, descriptor)
        else Reflect.deleteProperty(target, name)
      }
    },
  }
}
