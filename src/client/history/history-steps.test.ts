import { describe, expect, it } from 'vitest'
import { followHistory, type HistoryHost } from './history-steps'

/** A browser history in memory: `go` and `back` fire popstate later, on `settle()`, as a browser does. */
class FakeHistory implements HistoryHost {
  entries: { state: unknown; url: string }[] = [{ state: null, url: '/' }]
  index = 0
  left = false
  private listeners = new Set<(event: PopStateEvent) => void>()
  private pending: number[] = []
  readonly history = Object.defineProperty(
    {
      pushState: (state: unknown, _title: string, url?: string | URL | null) => {
        this.entries = this.entries.slice(0, this.index + 1)
        this.entries.push({ state, url: String(url ?? this.url) })
        this.index += 1
      },
      replaceState: (state: unknown, _title: string, url?: string | URL | null) => {
        this.entries[this.index] = { state, url: String(url ?? this.url) }
      },
      go: (delta?: number) => void this.pending.push(delta ?? 0),
    },
    'state',
    { get: () => this.entries[this.index]!.state },
  ) as HistoryHost['history']
  readonly location = Object.defineProperties(
    { hash: '' },
    {
      pathname: { get: () => new URL(this.url, 'http://x').pathname },
      search: { get: () => new URL(this.url, 'http://x').search },
    },
  ) as HistoryHost['location']
  get url(): string {
    return this.entries[this.index]!.url
  }
  addEventListener(_type: 'popstate', listener: (event: PopStateEvent) => void) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'popstate', listener: (event: PopStateEvent) => void) {
    this.listeners.delete(listener)
  }
  /** The phone's Back button. */
  back() {
    this.pending.push(-1)
  }
  /** Runs the traversals asked for, each with its popstate. */
  settle() {
    while (this.pending.length > 0) {
      const target = this.index + this.pending.shift()!
      if (target < 0) {
        this.left = true
        continue
      }
      this.index = target
      const event = { state: this.history.state } as PopStateEvent
      for (const listener of [...this.listeners]) listener(event)
    }
  }
}

function app(host: FakeHistory) {
  const view = { depth: 0 }
  const steps = followHistory(host, {
    key: 'vw',
    depth: () => view.depth,
    stepBack: () => (view.depth -= 1),
  })
  const go = (depth: number) => {
    view.depth = depth
    steps.sync()
    host.settle()
  }
  return { view, steps, go }
}

describe('the history adapter', () => {
  it('pushes an entry per step, and Back steps back one level without leaving the page', () => {
    const host = new FakeHistory()
    const { view, go } = app(host)
    go(1)
    go(2)
    expect(host.entries.map((entry) => (entry.state as { vw?: number } | null)?.vw ?? 0)).toEqual([0, 1, 2])
    host.back()
    host.settle()
    expect(view.depth).toBe(1)
    host.back()
    host.settle()
    expect(view.depth).toBe(0)
    expect(host.left).toBe(false)
    host.back()
    host.settle()
    expect(host.left).toBe(true)
  })

  it("closing by the app's own control goes back over the entries it added", () => {
    const host = new FakeHistory()
    const { go } = app(host)
    go(1)
    go(3)
    expect(host.index).toBe(3)
    go(0)
    expect(host.index).toBe(0)
    // Back now leaves the page.
    host.back()
    host.settle()
    expect(host.left).toBe(true)
  })

  it('a step lost and gained again while the browser goes back ends on the right entry', () => {
    const host = new FakeHistory()
    const { view, steps } = app(host)
    view.depth = 2
    steps.sync()
    view.depth = 1
    steps.sync()
    view.depth = 2
    steps.sync()
    host.settle()
    expect(host.index).toBe(2)
    expect((host.history.state as { vw: number }).vw).toBe(2)
  })

  it('reads the step of the entry a reload lands on, and a view restored deeper adds only the missing entries', () => {
    const host = new FakeHistory()
    host.history.pushState({ vw: 1 }, '', '/')
    const { go } = app(host)
    go(2)
    expect(host.entries).toHaveLength(3)
  })

  it('keeps the URL of the view (a conversation id) in its entry', () => {
    const host = new FakeHistory()
    const view = { depth: 0, id: '' }
    const steps = followHistory(host, {
      key: 'ow',
      depth: () => view.depth,
      stepBack: () => {
        view.depth = 0
        view.id = ''
      },
      url: () => (view.id ? `/owner?conversation=${view.id}` : '/owner'),
    })
    view.depth = 1
    view.id = 'c1'
    steps.sync()
    expect(host.url).toBe('/owner?conversation=c1')
    host.back()
    host.settle()
    expect(view.depth).toBe(0)
    expect(host.url).toBe('/owner')
    steps.dispose()
  })
})
