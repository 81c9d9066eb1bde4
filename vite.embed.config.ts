import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The widget's page inside another website's iframe (`/embed`, server/modules/embed), built on its own into
 * `dist/embed-frame` and served under `/embed-assets/`: a separate build leaves the published page's chunks (and
 * their byte budgets) exactly as they are.
 */
export default defineConfig({
  plugins: [react()],
  base: '/embed-assets/',
  publicDir: false,
  build: {
    outDir: 'dist/embed-frame',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: { input: { embed: 'src/embed/frame.html' } },
  },
})
