/** The lazily loaded motion kit (`kit.ts`): `m`, `MotionRoot`, `Presence`, `useEnterExit`, `Appear`. */
export type MotionKit = typeof import('./kit')

let loading: Promise<MotionKit> | undefined
let loaded: MotionKit | undefined
let failed: { error: unknown } | undefined

/** Starts loading the kit (once) and resolves with it. Tests await it so that animated components render at once. */
export function loadMotionKit(): Promise<MotionKit> {
  loading ??= import('./kit').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      failed = { error }
      throw error
    },
  )
  return loading
}

/**
 * The motion kit; suspends (put a `Suspense` above) until its chunk has
 * arrived, then returns at once. The way widget code animates: framer-motion
 * stays out of the widget chunk (bench/initial-js.bench.ts).
 *
 * @example
 * export function Toast({ text }: { text: string | null }) {
 *   const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
 *   const motion = useEnterExit('snackbar')
 *   return <MotionRoot><Presence>{text && <m.p key={text} {...motion}>{text}</m.p>}</Presence></MotionRoot>
 * }
 */
export function useMotionKit(): MotionKit {
  // Thrown rather than passed to React's `use`: a component that has called `use` keeps React's act() (the tests)
  // from ever retrying a lazy child below it (React 19.3), while a thrown promise suspends the way `lazy` does.
  if (loaded) return loaded
  // A chunk that failed to load is an error, as it is for `lazy` (suspending again would retry forever).
  if (failed) throw failed.error
  throw loadMotionKit()
}

/**
 * The kit if it has arrived, without waiting: for an element that decides once, when it mounts, whether to animate (a
 * chat message).
 */
export function peekMotionKit(): MotionKit | undefined {
  return loaded
}
