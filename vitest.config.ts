import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'contract/**/*.test.ts',
      'embed/**/*.test.ts',
      'scripts/**/*.test.ts',
      'docs/**/*.test.{ts,tsx}',
      'deploy/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // Two files at a time even on two cores (vitest's default there is one): most of a server test's time is spent
    // waiting on PGlite, PostgreSQL, Redis or a socket, and every suite has its own database schema and ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
