import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, it } from 'vitest'
import { LOADER_BUILD } from '../scripts/build-embed.mjs'

/** The budget of bench/initial-js.bench.ts `EMBED_LOADER_BUDGET_BYTES`. */
const BUDGET = 5 * 1024

it('the embed loader, built as `npm run build:embed` builds it, stays within 5 KB gzipped', async () => {
  const result = await build({ ...LOADER_BUILD, format: 'iife', write: false, outfile: 'v1.js' })
  const code = result.outputFiles![0]!.text
  expect(code).toContain('__VITRINE_SITE__')
  expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(BUDGET)
})
