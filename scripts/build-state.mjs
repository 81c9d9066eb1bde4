import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const SOURCES = [
  'src',
  'server',
  'contract',
  'embed',
  'locales',
  'public',
  'index.html',
  'page.html',
  'vite.config.ts',
  'vite.embed.config.ts',
  'package.json',
  'scripts',
]
const STAMP = path.join(root, 'dist', '.built-at')

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** True when `dist/` is missing or older than any source file. */
export function buildIsStale() {
  if (!fs.existsSync(STAMP)) return true
  const builtAt = fs.statSync(STAMP).mtimeMs
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt)
}

/** Builds client, SSR bundle and server bundle, then stamps `dist/`. */
export function build() {
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
  fs.writeFileSync(STAMP, new Date().toISOString())
}

export { root }
