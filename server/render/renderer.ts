import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ViteDevServer } from 'vite'
import type { AppData, RenderResult } from '../../src/entry-server.js'

/** Turns app data into a whole HTML document. */
export interface Renderer {
  render(url: string, data: AppData): Promise<string>
}

type RenderModule = { render(data: AppData): RenderResult }

/** Production: the built `index.html` and SSR bundle under `dist/`. */
export async function createBuiltRenderer(distDir: string): Promise<Renderer> {
  const template = await fs.readFile(path.join(distDir, 'client', 'index.html'), 'utf8')
  const module = (await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href)) as RenderModule
  return { render: async (_url, data) => fill(template, module.render(data)) }
}

/** Development: Vite transforms `index.html` and loads the SSR entry with HMR. */
export function createViteRenderer(vite: ViteDevServer, root: string): Renderer {
  return {
    async render(url, data) {
      const raw = await fs.readFile(path.join(root, 'index.html'), 'utf8')
      const template = await vite.transformIndexHtml(url, raw)
      const module = (await vite.ssrLoadModule('/src/entry-server.tsx')) as RenderModule
      return fill(template, module.render(data))
    },
  }
}

function fill(template: string, result: RenderResult): string {
  return template.replace('<!--app-head-->', () => result.head).replace('<!--app-html-->', () => result.html)
}
