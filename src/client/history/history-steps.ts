/** The part of `window` the adapter uses; tests pass a fake. */
export interface HistoryHost {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>
  location: Pick<Location, 'pathname' | 'search' | 'hash'>
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void
  removeEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void
}

export interface HistoryStepsOptions {
  /** The marker in `history.state` whose number is the step an entry stands for (0: the page itself). */
  key: string
  /** How many steps the app's view is above the page now (0: nothing open). */
  depth(): number
  /**
   * The visitor pressed Back (or went to an earlier entry): take one step back in the app. `level` is the step of
   * the entry the browser is on now.
   */
  stepBack(level: number): void
  /** The URL of the view now (default: the URL as it is). */
  url?(): string
}

export interface HistorySteps {
  /** Matches the browser history to `depth()`: pushes an entry per step gained, goes back over the entries lost. */
  sync(): void
  dispose(): void
}

/**
 * Back inside an app that lives on one page (the widget's panels, the owner's
 * conversation): each step the app takes forward is an entry in the browser
 * history marked with its step (`history.state[key]`), so the phone's Back
 * button pops the entry and the app steps back one level (`stepBack`) instead
 * of leaving the page. When the app steps back by its own controls (its close
 * button, its Back arrow to the list), `sync` goes back over the entries it
 * added, so Back afterwards leaves as the visitor expects. The entries survive
 * a reload: the step of the entry the page reloads on is read at start.
 *
 * @example
 * const steps = followHistory(window, { key: 'vw', depth: () => (ui.isOpen ? 1 : 0), stepBack: () => ui.close() })
 * reaction(() => ui.isOpen, () => steps.sync())
 */
export function followHistory(host: HistoryHost, options: HistoryStepsOptions): HistorySteps {
  const { key } = options
  const stepOf = (state: unknown): number => {
    const value = (state as Record<string, unknown> | null)?.[key]
    return typeof value === 'number' ? value : 0
  }
  const here = () => host.location.pathname + host.location.search + host.location.hash
  const url = () => options.url?.() ?? here()
  let level = stepOf(host.history.state)
  // A `go` of ours is on its way; its popstate is not the visitor's Back.
  let travelling = false

  const sync = () => {
    if (travelling) return
    const depth = options.depth()
    if (depth > level) {
      while (level < depth) host.history.pushState({ ...(host.history.state as object), [key]: ++level }, '', url())
    } else if (depth < level) {
      travelling = true
      host.history.go(depth - level)
    } else if (url() !== here()) {
      host.history.replaceState(host.history.state, '', url())
    }
  }

  const onPopState = (event: PopStateEvent) => {
    const before = level
    level = stepOf(event.state)
    if (travelling) travelling = false
    else if (level < before && options.depth() > level) options.stepBack(level)
    sync()
  }

  host.addEventListener('popstate', onPopState)
  return { sync, dispose: () => host.removeEventListener('popstate', onPopState) }
}
