/**
 * The widget's focus helpers (`./focus`) load lazily, to keep them out of
 * the widget chunk's budget: the load starts as soon as the widget mounts
 * (`loadFocus`), and the effects use them once they are here (`withFocus`).
 */

type Focus = typeof import('./focus')

let loaded: Focus | undefined
let loading: Promise<Focus> | undefined

/** Starts loading the focus helpers (once); resolves to them. */
export function loadFocus(): Promise<Focus> {
  loading ??= import('./focus').then((focus) => (loaded = focus))
  return loading
}

/**
 * Runs `use` with the focus helpers: at once if they are here, else once
 * they load (unless cleaned up before). Returns the cleanup, which also
 * runs the one `use` returned.
 *
 * @example
 * useEffect(() => withFocus((focus) => focus.trackFocus(root)), [])
 */
export function withFocus(use: (focus: Focus) => (() => void) | void): () => void {
  if (loaded) return use(loaded) ?? (() => {})
  let done = false
  let cleanup: (() => void) | void
  void loadFocus().then((focus) => {
    if (!done) cleanup = use(focus)
  })
  return () => {
    done = true
    cleanup?.()
  }
}

// Loaded with the widget (the panel's focus check runs at once), and by the lazy helpers; its own module, so
// neither file imports the other.
export { focusIsNowhereElse } from './focus-nowhere'
