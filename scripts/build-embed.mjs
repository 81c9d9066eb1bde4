// Builds the embed loader (embed/loader.ts) as its own script: one minified IIFE, no framework, served by
// server/modules/embed at /embed/v1.js with the site's launcher filled in. Budget: 5 KB gzipped
// (bench/initial-js.bench.ts).
import { build } from 'esbuild'

/** The loader's esbuild options (embed/loader-size.test.ts builds it the same way in memory). */
export const LOADER_BUILD = {
  entryPoints: ['embed/loader.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
}

if (import.meta.url === `file://${process.argv[1]}`) await build({ ...LOADER_BUILD, outfile: 'dist/embed/v1.js' })
