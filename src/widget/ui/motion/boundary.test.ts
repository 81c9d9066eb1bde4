import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

/**
 * framer-motion never enters the widget chunk (its 64 KB budget,
 * bench/initial-js.bench.ts) nor the page: only this folder imports it, and
 * code elsewhere reaches it through the lazily loaded kit (`use-motion-kit.ts`),
 * or `testing.ts` from a test or a test's shared set-up (`*test-helpers.ts`).
 */
it('only src/widget/ui/motion imports framer-motion; elsewhere only its kit loader (and, in tests, testing.ts)', () => {
  const src = join(import.meta.dirname, '..', '..', '..')
  const files = (readdirSync(src, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !join(src, file).startsWith(import.meta.dirname),
  )
  const offences: string[] = []
  for (const file of files) {
    const allowed = /(\.test|test-helpers)\.tsx?$/.test(file) ? ['use-motion-kit', 'testing'] : ['use-motion-kit']
    for (const [, target] of readFileSync(join(src, file), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
      const motion = /\/ui\/motion\/([\w-]+)$/.exec(target!)?.[1]
      if (target!.startsWith('framer-motion') || (motion && !allowed.includes(motion)))
        offences.push(`${relative(src, join(src, file))} imports ${target}`)
    }
  }
  expect(offences).toEqual([])
})
