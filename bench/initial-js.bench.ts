import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The published page's initial JS budget (issue: published website). */
export const INITIAL_JS_BUDGET_BYTES = 80 * 1024

/**
 * Gzipped size of the JS the published page loads before anything is lazy:
 * the entry script and every module it preloads, read from the built index.html.
 */
export function initialJsBytes(distDir: string): { files: string[]; gzipBytes: number } {
  const html = fs.readFileSync(path.join(distDir, 'client', 'index.html'), 'utf8')
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]!)
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, 'client', file)), { level: 9 }).length, 0)
  return { files, gzipBytes }
}

export function initialJsBench(distDir: string): void {
  const { files, gzipBytes } = initialJsBytes(distDir)
  const ratio = gzipBytes / INITIAL_JS_BUDGET_BYTES
  console.log(
    `published page initial JS: ${(gzipBytes / 1024).toFixed(1)} KB gzipped in ${files.length} file(s) = ${(ratio * 100).toFixed(1)}% of the 80 KB budget (target <= 100%)`,
  )
}
