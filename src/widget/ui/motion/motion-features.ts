import { domAnimation } from 'framer-motion'

/**
 * framer-motion's animation features (animations, exits, hover and tap),
 * about 19 KB gzipped: `MotionRoot` hands this module to `LazyMotion`, which
 * fetches it, in a chunk of its own, only after the widget has rendered.
 */
export default domAnimation
