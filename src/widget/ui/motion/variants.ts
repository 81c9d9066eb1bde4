import type { Variants } from 'framer-motion'
import type { PanelMove } from '../../../engine/names'

/**
 * The widget's motion, by name (`motionVariants` at the end). Every set uses
 * the labels `useEnterExit` expects: `enter` (where an element comes from),
 * `shown` (where it rests) and, unless it is never removed, `exit` (where it
 * goes). Durations
 * are short (at most 220 ms): motion here says where something came from, it
 * is not a show. With `prefers-reduced-motion` none of this plays (see
 * `MotionRoot`). Only the kit imports this module: components name a set
 * (`useEnterExit('panel')`), so its objects stay in the kit's chunk.
 */

/** Decelerating: things arrive quickly and settle. */
const SETTLE = [0.2, 0, 0, 1] as const
/** Accelerating: things leave without lingering. */
const LEAVE = [0.4, 0, 1, 1] as const

/**
 * The widget panel rises from the toggle and sinks back into it (its transform origin is the toggle's corner,
 * widget.css).
 */
const panelVariants: Variants = {
  enter: { opacity: 0, y: 24, scale: 0.96 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.22, ease: SETTLE } },
  exit: { opacity: 0, y: 24, scale: 0.96, transition: { duration: 0.16, ease: LEAVE } },
}

/**
 * Side panel views, given the `PanelMove` as `custom`: a view pushed over
 * the chat (or over another view) comes in from the right while the old one
 * leaves to the left; Back (a pop) is the mirror.
 */
const viewVariants: Variants = {
  enter: (move: PanelMove) => ({ opacity: 0, x: move === 'push' ? 32 : -32 }),
  shown: { opacity: 1, x: 0, transition: { duration: 0.18, ease: SETTLE } },
  exit: (move: PanelMove) => ({
    opacity: 0,
    x: move === 'push' ? -32 : 32,
    transition: { duration: 0.12, ease: LEAVE },
  }),
}

/** A chat message that has just arrived rises into place. */
const bubbleVariants: Variants = {
  enter: { opacity: 0, y: 12, scale: 0.98 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.18, ease: SETTLE } },
}

/** The snackbar rises from the bottom edge and drops back. */
const snackbarVariants: Variants = {
  enter: { opacity: 0, y: 24 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.2, ease: SETTLE } },
  exit: { opacity: 0, y: 24, transition: { duration: 0.15, ease: LEAVE } },
}

/** The image viewer's backdrop fades in and out; its image (`viewerImage`) grows from a little smaller. */
const viewerVariants: Variants = {
  enter: { opacity: 0 },
  shown: { opacity: 1, transition: { duration: 0.2, ease: SETTLE } },
  exit: { opacity: 0, transition: { duration: 0.15, ease: LEAVE } },
}

/** The viewer's image, following `viewer` (an `m` child inherits its parent's labels). */
const viewerImageVariants: Variants = {
  enter: { scale: 0.94 },
  shown: { scale: 1, transition: { duration: 0.2, ease: SETTLE } },
  exit: { scale: 0.94, transition: { duration: 0.15, ease: LEAVE } },
}

/** The toggle's icon turns from the speech bubble to the close cross and back. */
const toggleIconVariants: Variants = {
  enter: { opacity: 0, rotate: -90, scale: 0.6 },
  shown: { opacity: 1, rotate: 0, scale: 1, transition: { duration: 0.18, ease: SETTLE } },
  exit: { opacity: 0, rotate: 90, scale: 0.6, transition: { duration: 0.12, ease: LEAVE } },
}

/**
 * The named sets: `panel` (WidgetPanel), `view` (ChatTab), `bubble` (MessageBubble), `snackbar` (WidgetSnackbar),
 * `viewer` and `viewerImage` (the media plugin's ImageViewer), `toggleIcon` (ToggleButton).
 */
export const motionVariants = {
  panel: panelVariants,
  view: viewVariants,
  bubble: bubbleVariants,
  snackbar: snackbarVariants,
  viewer: viewerVariants,
  viewerImage: viewerImageVariants,
  toggleIcon: toggleIconVariants,
} satisfies Record<string, Variants>

/** The name of a set of variants. */
export type MotionName = keyof typeof motionVariants
