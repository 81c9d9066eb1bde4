import type { ReactNode } from 'react'
import {
  AnimatePresence,
  m,
  MotionGlobalConfig,
  PresenceContext,
  useReducedMotion,
  type AnimatePresenceProps,
  type HTMLMotionProps,
  type Variants,
} from 'framer-motion'
import { MotionRoot, hasMotionFeatures } from './MotionRoot'
import { motionVariants, type MotionName } from './variants'

/** Nothing may move: the visitor asked for reduced motion, or a test set `MotionGlobalConfig.skipAnimations`. */
function useInstant(): boolean {
  return (useReducedMotion() ?? false) || MotionGlobalConfig.skipAnimations === true
}

/**
 * `AnimatePresence` (children with `exit` stay mounted while they animate
 * out), except when nothing may move: then children come and go at once, with
 * no exit to wait for.
 *
 * @example
 * <Presence>{open && <m.section key="panel" {...useEnterExit('panel')} />}</Presence>
 */
export function Presence(props: AnimatePresenceProps & { children?: ReactNode }) {
  return useInstant() ? props.children : <AnimatePresence {...props} />
}

/** The props of an `m` element that enters, rests and exits with a named set of variants (`variants.ts`). */
export interface EnterExitProps {
  variants: Variants
  initial: 'enter' | false
  animate: 'shown'
  exit: 'exit'
}

/**
 * Spread on an `m` element inside `Presence`: it comes from the set's
 * `enter`, rests at `shown` and leaves to `exit`. When nothing may move, or
 * before the features have loaded, it starts at `shown` (no entrance).
 *
 * @example
 * const motion = useEnterExit('snackbar')
 * return <Presence>{text && <m.p key={text} {...motion}>{text}</m.p>}</Presence>
 */
export function useEnterExit(name: MotionName): EnterExitProps {
  const instant = useInstant()
  return {
    variants: motionVariants[name],
    initial: instant || !hasMotionFeatures() ? false : 'enter',
    animate: 'shown',
    exit: 'exit',
  }
}

/**
 * A `div` that plays the entrance of the set `motion` once, when it mounts,
 * and is never animated out (a new chat message). It stands apart from the
 * presence around it: inside a view that was there from the first render
 * (`initial={false}`), framer-motion would otherwise skip its entrance too.
 *
 * @example
 * <Appear motion="bubble" className="vw-bubble">{text}</Appear>
 */
export function Appear({
  motion,
  ...props
}: Omit<HTMLMotionProps<'div'>, 'initial' | 'animate' | 'exit' | 'variants'> & { motion: MotionName }) {
  const { variants, initial } = useEnterExit(motion)
  return (
    <MotionRoot>
      <PresenceContext value={null}>
        <m.div {...props} variants={variants} initial={initial} animate="shown" />
      </PresenceContext>
    </MotionRoot>
  )
}
