import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** A published page's initial JS (its boot script, `page.html`): the budget, and the stretch goal. */
export const INITIAL_JS_BUDGET_BYTES = 15 * 1024
export const INITIAL_JS_STRETCH_BYTES = 5 * 1024
/**
 * The chat widget's own chunks (64 KB): what it adds beyond the page and the shared, stable chunks (React, io-ts and
 * the bundler's runtime), which the page's initial JS carried when the page hydrated. Its own lazy chunks (the message
 * list with @tanstack/react-virtual, the plugins' panels, the socket client) are not part of it.
 */
export const WIDGET_JS_BUDGET_BYTES = 64 * 1024
/**
 * A first visit's JS before the widget shows, on main's build before the page stopped hydrating (commit fdb7d11):
 * 81,144 bytes of initial JS plus 64,715 of widget chunk, gzipped. A first visit may not fetch more now.
 */
export const FIRST_VISIT_BASELINE_BYTES = 145_859

/** The shared, stable chunks (`vite.config.ts`), by file name. */
const SHARED_CHUNK = /^assets\/(vendor-react|vendor-codec|rolldown-runtime)-[\w-]+\.js$/

/** The embed loader (`/embed/v1.js`, docs/embedding.md) another website includes: 5 KB gzipped. */
export const EMBED_LOADER_BUDGET_BYTES = 5 * 1024

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }>

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

export interface BundleSizes {
  /** The published page's boot script with its static imports. */
  initial: number
  /** The widget's own chunks (what `WIDGET_JS_BUDGET_BYTES` bounds). */
  widget: number
  /** What the first click on the launcher fetches beyond the page: React, io-ts and the widget. */
  widgetOnClick: number
  /** What the first click on a contact button fetches beyond the page: React and the contact form. */
  contactOnClick: number
  /** A first visit (the widget opens by itself): the page and the widget. */
  firstVisit: number
  /**
   * Each other language's widget strings: a lazy chunk only its readers download (`src/widget/language.ts`,
   * `widget-<language>`), outside budgets.
   */
  languages: Record<string, number>
}

/** Gzipped JS sizes of the published page, read from Vite's build manifest. */
export function bundleSizes(distDir: string): BundleSizes {
  const clientDir = path.join(distDir, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const initial = closure(manifest, 'page.html')
  const beyondPage = (key: string) => [...closure(manifest, key)].filter((file) => !initial.has(file))
  const widgetOnClick = gzipBytes(clientDir, beyondPage('src/widget/mount.tsx'))
  const initialBytes = gzipBytes(clientDir, initial)
  return {
    initial: initialBytes,
    widget: gzipBytes(
      clientDir,
      beyondPage('src/widget/mount.tsx').filter((file) => !SHARED_CHUNK.test(file)),
    ),
    widgetOnClick,
    contactOnClick: gzipBytes(clientDir, beyondPage('src/boot/contact-island.tsx')),
    firstVisit: initialBytes + widgetOnClick,
    languages: Object.fromEntries(
      Object.entries(manifest).flatMap(([key, chunk]) => {
        const language = /^widget-([\w-]+)$/.exec(chunk.name ?? '')?.[1]
        return language ? [[language, gzipBytes(clientDir, closure(manifest, key))]] : []
      }),
    ),
  }
}

/** The embed loader's gzipped size (`npm run build:embed`). */
export function embedLoaderBytes(distDir: string): number {
  return gzipBytes(path.join(distDir, 'embed'), ['v1.js'])
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function bundleSizeBench(distDir: string): void {
  const sizes = bundleSizes(distDir)
  const share = (name: string, bytes: number, budget: number) =>
    console.log(
      `${name}: ${kb(bytes)} gzipped = ${((bytes / budget) * 100).toFixed(1)}% ` +
        `of the ${(budget / 1024).toFixed(1)} KB budget (target <= 100%)`,
    )
  share('published page initial JS (returning visitor)', sizes.initial, INITIAL_JS_BUDGET_BYTES)
  share('published page initial JS against the stretch goal', sizes.initial, INITIAL_JS_STRETCH_BYTES)
  share('chat widget chunks beyond the page and the shared chunks', sizes.widget, WIDGET_JS_BUDGET_BYTES)
  console.log(`contact form on click: ${kb(sizes.contactOnClick)} gzipped (React and the form)`)
  console.log(`chat widget on click: ${kb(sizes.widgetOnClick)} gzipped (React, io-ts and the widget)`)
  share('first visit (page and widget) against main before the change', sizes.firstVisit, FIRST_VISIT_BASELINE_BYTES)
  for (const [language, bytes] of Object.entries(sizes.languages))
    console.log(`widget's ${language} chunk (lazy, its readers only): ${kb(bytes)} gzipped`)
  share('embed loader (/embed/v1.js)', embedLoaderBytes(distDir), EMBED_LOADER_BUDGET_BYTES)
}
