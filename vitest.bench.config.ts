import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** `npm run bench`'s jsdom benchmarks (not part of `npm test`). */
export default defineConfig({
  plugins: [react()],
  test: { include: ['bench/**/*.jsdom.bench.tsx'], testTimeout: 120_000, reporters: ['dot'] },
})
