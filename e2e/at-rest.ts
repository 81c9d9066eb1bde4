import { expect, type Frame, type Page } from '@playwright/test'

/**
 * Waits until no animation with an end is running in the page or frame: a dialog or panel caught mid-fade reads to
 * axe as low contrast (its text's opacity still rising). Endless ones (a spinner, typing dots) are not waited for.
 *
 * @example
 * await atRest(page)
 * const results = await new AxeBuilder({ page }).analyze()
 */
export async function atRest(target: Page | Frame): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      ),
    )
    .toBe(0)
}
