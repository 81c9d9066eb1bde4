import { MotionGlobalConfig } from 'framer-motion'
import { loadMotionFeatures } from './MotionRoot'
import { loadMotionKit } from './use-motion-kit'

/**
 * For a jsdom test of something that animates: loads the motion kit and its
 * features first (a visitor's browser has them by the time they touch
 * anything), so animated components render at once instead of suspending,
 * and enter from their `enter` variant. `skipAnimations` makes
 * every animation instant and every exit immediate, for a test about
 * something else that moves between views a lot (a checkout); leave it off
 * to see the motion itself.
 *
 * @example
 * beforeAll(() => prepareMotion({ skipAnimations: true }))
 */
export async function prepareMotion({ skipAnimations = false }: { skipAnimations?: boolean } = {}): Promise<void> {
  MotionGlobalConfig.skipAnimations = skipAnimations
  await Promise.all([loadMotionKit(), loadMotionFeatures()])
}
