import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // fp-ts has no exports map; bundling it (and io-ts) into the SSR build avoids ERR_UNSUPPORTED_DIR_IMPORT.
  ssr: { noExternal: ['fp-ts', 'io-ts'] },
  build: { sourcemap: false, target: 'es2022', copyPublicDir: !isSsrBuild, manifest: !isSsrBuild },
}))
