// `npm install` leaves the product ready to run: build when the build tools are installed.
import fs from 'node:fs'
import path from 'node:path'
import { build, root } from './build-state.mjs'

if (fs.existsSync(path.join(root, 'node_modules', '.bin', 'vite'))) {
  build()
} else {
  console.log('vitrine: dev dependencies are not installed; skipping the build (npm start builds when it can)')
}
