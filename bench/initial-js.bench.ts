import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The published page's initial JS budget. */
export const INITIAL_JS_BUDGET_BYTES = 80 * 1024
/**
 * What the chat widget chunk may add on top of the page (64 KB). Its own
 * lazy chunks (the message list with @tanstack/react-virtual, the plugins' panels, the socket client) are not part of
 * it.
 */
export const WIDGET_JS_BUDGET_BYTES = 64 * 1024

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

/** A chunk's JS files with everything it imports statically (what the browser must fetch to run it). */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files)
  return files
}

function gzipBytes(clientDir: string, files: Iterable<string>): number {
  let total = 0
  for (const file of files) total += gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length
  return total
}

/**
 * Gzipped JS of the published page before anything lazy (the entry and its
 * static imports), and what the widget chunk adds on top of it, read from
 * Vite's build manifest.
 */
export function bundleSizes(distDir: string): { initial: number; widget: number } {
  const clientDir = path.join(distDir, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
  const initial = closure(manifest, entry)
  const widget = [...closure(manifest, 'src/widget/mount.tsx')].filter((file) => !initial.has(file))
  return { initial: gzipBytes(clientDir, initial), widget: gzipBytes(clientDir, widget) }
}

export function bundleSizeBench(distDir: string): void {
  const { initial, widget } = bundleSizes(distDir)
  const line = (name: string, bytes: number, budget: number) =>
    console.log(
      `${name}: ${(bytes / 1024).toFixed(1)} KB gzipped = ${((bytes / budget) * 100).toFixed(1)}% ` +
        `of the ${budget / 1024} KB budget (target <= 100%)`,
    )
  line('published page initial JS', initial, INITIAL_JS_BUDGET_BYTES)
  line('chat widget chunk beyond the page', widget, WIDGET_JS_BUDGET_BYTES)
}
