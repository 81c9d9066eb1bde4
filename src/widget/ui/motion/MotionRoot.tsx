import { LazyMotion, MotionConfig, useReducedMotion } from 'framer-motion'
import { createContext, useContext, type ReactNode } from 'react'

let featuresLoaded = false

/** Fetches the animation features (`motion-features.ts`); `LazyMotion` calls it after the first render. */
export function loadMotionFeatures() {
  return import('./motion-features').then((module) => {
    featuresLoaded = true
    return module.default
  })
}

/**
 * Whether the animation features have arrived (see `useEnterExit`: until then an element appears at once rather than
 * wait, invisible, at `enter`).
 */
export function hasMotionFeatures(): boolean {
  return featuresLoaded
}

const InsideRoot = createContext(false)

/**
 * What every `m` element needs above it: `LazyMotion` with the features loaded
 * asynchronously (`strict`: a full `motion.*` component, which would bring
 * the features into the chunk, throws), and `MotionConfig` honouring
 * `prefers-reduced-motion`: no movement, and every change instant
 * (`skipAnimations`). Wrap what you animate in it; inside another
 * `MotionRoot` it adds nothing, so a component that animates can always wrap
 * itself and still work alone (in a test, say).
 *
 * @example
 * const { m, MotionRoot, Presence, useEnterExit } = useMotionKit()
 * const motion = useEnterExit('snackbar')
 * return <MotionRoot><Presence>{shown && <m.div key="note" {...motion}>Saved</m.div>}</Presence></MotionRoot>
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  const inside = useContext(InsideRoot)
  const reduce = useReducedMotion() ?? false
  if (inside) return children
  return (
    <InsideRoot value>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user" skipAnimations={reduce}>
          {children}
        </MotionConfig>
      </LazyMotion>
    </InsideRoot>
  )
}
