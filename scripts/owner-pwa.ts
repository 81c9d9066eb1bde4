import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The owner app's icons, drawn at build time (`/owner-icons/...`); the web app manifest lists them. */
export const OWNER_ICONS = [
  { file: 'owner-icons/icon-192.png', size: 192, maskable: false },
  { file: 'owner-icons/icon-512.png', size: 512, maskable: false },
  { file: 'owner-icons/maskable-512.png', size: 512, maskable: true },
] as const

/** The icon: a storefront awning on the brand green; a maskable one keeps it inside the safe circle. */
function iconSvg(size: number, maskable: boolean): string {
  const inset = maskable ? size * 0.2 : size * 0.12
  const inner = size - inset * 2
  const radius = maskable ? 0 : size * 0.2
  const scale = inner / 100
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#0f766e"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})" fill="#ffffff">
    <path d="M10 20h80l8 22a12 12 0 0 1-22 6 12 12 0 0 1-22 0 12 12 0 0 1-22 0 12 12 0 0 1-22-6z"/>
    <path d="M16 54h68v34H58V66H42v22H16z"/>
  </g>
</svg>`
}

/**
 * What the owner app's worker precaches: the page entry with its static
 * imports, and the owner app's own chunks (everything `src/owner/load.ts`
 * reaches); never the widget's or the sections' chunks, which only the
 * public pages load. Read from Vite's build manifest.
 */
function ownerShellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
  >
  const files = new Set<string>()
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const next of chunk.imports ?? []) visit(next, followDynamic)
    if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next, true)
  }
  visit('index.html', false)
  visit('src/owner/load.ts', true)
  return files
}

/**
 * The owner app as an installable web app: its icons (PNG, drawn with
 * sharp into the client build) and its service worker, built by
 * vite-plugin-pwa from `src/owner/pwa/owner-sw.ts` (injectManifest: the
 * worker also shows pushes) into `/owner-sw.js`. The web app manifest is
 * the server's (`/owner/manifest.webmanifest`: it carries the site's name).
 */
export function ownerPwa(): Plugin[] {
  let outDir = 'dist'
  const icons: Plugin = {
    name: 'vitrine-owner-icons',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async generateBundle() {
      for (const icon of OWNER_ICONS) {
        const source = await sharp(Buffer.from(iconSvg(icon.size, icon.maskable)))
          .png()
          .toBuffer()
        this.emitFile({ type: 'asset', fileName: icon.file, source })
      }
    },
  }
  const worker = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/owner/pwa',
    filename: 'owner-sw.ts',
    injectRegister: false,
    manifest: false,
    scope: '/owner',
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['assets/**/*.{js,css}'],
      manifestTransforms: [
        (entries) => {
          const shell = ownerShellFiles(outDir)
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] }
        },
      ],
    },
  })
  return [icons, ...worker]
}
