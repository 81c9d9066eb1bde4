import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ViteDevServer } from 'vite'
import type * as EntryServer from '../../src/entry-server.js'
import type { AppData } from '../../src/entry-server.js'

/**
 * The server's view of the React app: whole HTML documents and page strings. (Section validation needs no renderer: the
 * server reads the section schemas, `src/sections/schemas.ts`.)
 */
export interface Renderer {
  render(url: string, data: AppData, origin: string): Promise<string>
  /** The `page` strings to hand the client (i18next-resolved). */
  pageStrings(): Promise<AppData['strings']>
}

type EntryModule = typeof EntryServer

/** Production: the built `index.html` and SSR bundle under `dist/`. */
export async function createBuiltRenderer(distDir: string): Promise<Renderer> {
  const template = await inlineStylesheets(
    await fs.readFile(path.join(distDir, 'client', 'index.html'), 'utf8'),
    path.join(distDir, 'client'),
  )
  const entry = (await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href)) as EntryModule
  return createModuleRenderer(template, async () => entry)
}

/** Development: Vite transforms `index.html` and loads the SSR entry with HMR on every call. */
export function createViteRenderer(vite: ViteDevServer, root: string): Renderer {
  const load = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryModule
  return {
    ...createModuleRenderer('', load),
    async render(url, data, origin) {
      const template = await vite.transformIndexHtml(url, await fs.readFile(path.join(root, 'index.html'), 'utf8'))
      return fill(template, (await load()).render(data, origin))
    },
  }
}

/** A renderer over an `index.html` template and a loaded SSR entry (tests load it from source). */
export function createModuleRenderer(template: string, load: () => Promise<EntryModule>): Renderer {
  return {
    render: async (_url, data, origin) => fill(template, (await load()).render(data, origin)),
    pageStrings: async () => (await load()).pageStrings(),
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
  return template.replace('<!--app-head-->', () => result.head).replace('<!--app-html-->', () => result.html)
}
