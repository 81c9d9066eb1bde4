import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ViteDevServer } from 'vite'
import type * as EntryServer from '../../src/entry-server.js'
import type { AppData, PageSeo } from '../../src/entry-server.js'
import type { Language } from '../../contract/language.js'
import { onFirstUse } from '../lib/on-first-use.js'

/**
 * The server's view of the React app: whole HTML documents and page strings. (Section validation needs no renderer: the
 * server reads the section schemas, `src/sections/schemas.ts`.)
 */
export interface Renderer {
  /**
   * The document of `data` in the reader's language `lang` (default English): its `<html lang>` too; `seo` a
   * published page's canonical address and head markup.
   */
  render(url: string, data: AppData, origin: string, lang?: Language, seo?: PageSeo): Promise<string>
  /** The `page` strings of a language to hand the client (i18next-resolved). */
  pageStrings(lang?: Language): Promise<AppData['strings']>
}

type EntryModule = typeof EntryServer

/**
 * The HTML templates, by the entry a route goes out with (`RenderResult['entry']`): `page.html` (a published page's
 * boot script) and `index.html` (the React app).
 */
export type Templates = Record<EntryServer.RenderResult['entry'], string>

const TEMPLATE_FILES: Templates = { page: 'page.html', app: 'index.html' }

/**
 * Production: the built `page.html`, `index.html` and SSR bundle under `dist/`. The bundle (the site's components
 * and React's server renderer, several MB once loaded) is imported by the first render, not at start: most of an idle
 * server's life needs none, and a warm start answers without it.
 */
export async function createBuiltRenderer(distDir: string): Promise<Renderer> {
  const clientDir = path.join(distDir, 'client')
  const read = async (file: string) =>
    inlineStylesheets(await fs.readFile(path.join(clientDir, file), 'utf8'), clientDir)
  const templates: Templates = { page: await read(TEMPLATE_FILES.page), app: await read(TEMPLATE_FILES.app) }
  const bundle = path.join(distDir, 'ssr', 'entry-server.js')
  // A build without it fails the start, as when it was imported then.
  await fs.access(bundle)
  return createModuleRenderer(
    templates,
    onFirstUse(async () => (await import(pathToFileURL(bundle).href)) as EntryModule),
  )
}

/** Development: Vite transforms the route's template and loads the SSR entry with HMR on every call. */
export function createViteRenderer(vite: ViteDevServer, root: string): Renderer {
  const load = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryModule
  return {
    ...createModuleRenderer('', load),
    async render(url, data, origin, lang, seo) {
      const result = (await load()).render(data, origin, lang, seo)
      const file = path.join(root, TEMPLATE_FILES[result.entry])
      return fill(await vite.transformIndexHtml(url, await fs.readFile(file, 'utf8')), result)
    },
  }
}

/**
 * A renderer over the HTML templates (one for both entries when given one) and a loaded SSR entry (tests load it
 * from source).
 */
export function createModuleRenderer(templates: Templates | string, load: () => Promise<EntryModule>): Renderer {
  const byEntry = typeof templates === 'string' ? { page: templates, app: templates } : templates
  return {
    render: async (_url, data, origin, lang, seo) => {
      const result = (await load()).render(data, origin, lang, seo)
      return fill(byEntry[result.entry], result)
    },
    pageStrings: async (lang) => (await load()).pageStrings(lang),
  }
}

/**
 * Puts the page's stylesheet into the HTML: one round trip less before the
 * first paint on a slow phone connection (the CSS is a few KB compressed).
 */
async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  let result = html
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await fs.readFile(path.join(clientDir, match[1]!), 'utf8')
    result = result.replace(match[0], () => `<style>${css}</style>`)
  }
  return result
}

function fill(template: string, result: EntryServer.RenderResult): string {
  return template
    .replace('<html lang="en">', () => `<html lang="${result.lang}">`)
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html)
}
