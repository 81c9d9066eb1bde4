import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** `npm run bench`'s jsdom benchmarks (`npm test` runs them with tiny counts: `npm run bench:smoke`). */
export default defineConfig({
  plugins: [react()],
  test: { include: ['bench/**/*.jsdom.bench.tsx'], testTimeout: 120_000, reporters: ['dot'] },
})
