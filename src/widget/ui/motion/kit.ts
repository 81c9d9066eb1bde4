/**
 * Everything the widget animates with, in one lazily loaded chunk:
 * framer-motion's `m` core with `AnimatePresence`, `LazyMotion` and
 * `MotionConfig` (about 16 KB gzipped, for which the widget chunk's 64 KB
 * budget has no room) and our pieces around them. The animation features
 * come later still (`motion-features.ts`). Reach it with `useMotionKit()` or
 * `peekMotionKit()`; import nothing from here (or from framer-motion)
 * directly, or the widget chunk carries it (boundary.test.ts says so).
 */
export { m } from 'framer-motion'
export { MotionRoot } from './MotionRoot'
export { Appear, Presence, useEnterExit } from './presence'
