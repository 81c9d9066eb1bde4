import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { productPath } from '../contract/product-path.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js'
import { benchPort, startChildServer } from './child-server.js'
import { median } from './harness.js'
import { sized } from './smoke.js'

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const RUNS = sized(5, 1)
/**
 * Lighthouse clears these before each run by default; localStorage is not among them, so a run inherits the one before
 * it.
 */
const DEFAULT_CLEARED: StorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage']
const ALL_CLEARED: StorageTypes = [...DEFAULT_CLEARED, 'local_storage', 'indexeddb', 'cookies']
type StorageTypes = NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']>

type Visit = 'first' | 'returning' | 'first-desktop'
/** A smoke run: the returning visit alone (the one that also seeds the browser's storage). */
const VISITS: Visit[] = sized(['first', 'returning', 'first-desktop'], ['returning'])
/**
 * On a phone, a first visit gets the page and a drawn toggle (the widget loads and opens by itself at a calm moment,
 * seconds later: `widget/calm-open.ts`), and a returning visitor the page and its boot script only. A first visit on a
 * laptop loads and opens the widget at once, beside the page: printed, with Lighthouse's desktop settings.
 */
const TARGET: Record<Visit, number | null> = { first: 98, returning: 100, 'first-desktop': null }

/**
 * Lighthouse 12 performance of the demo page on the built server, per
 * visit type, median of five runs each (alternating): on a phone (mobile
 * settings), a first visit with all of the origin's storage cleared (the boot
 * script draws the toggle; the widget loads and opens by itself at a calm
 * moment, seconds later) and a returning visit whose storage says the widget
 * was opened before, without a chat session (React and the widget chunk wait
 * for the visitor); on a laptop (desktop settings), a first visit, which loads
 * and opens the widget at once. The HTTP cache is cleared before every run.
 */
export async function lighthouseBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-lighthouse-'))
  const server = await startChildServer({ DATA_DIR: dataDir }, benchPort(5))
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
  const url = `http://demo.localhost:${server.port}/`
  const perVisit = <T>(value: () => T) =>
    Object.fromEntries(VISITS.map((visit) => [visit, value()])) as Record<Visit, T>
  const scores = perVisit<number[]>(() => [])
  const tbt = perVisit<number[]>(() => [])
  // Whether the run fetched the widget chunk and React: the check that each visit type is what it says.
  const widgetLoaded = perVisit(() => 0)
  const reactLoaded = perVisit(() => 0)
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const visit of VISITS) {
        if (visit === 'returning') await seedReturningVisitor(chrome.port, url)
        const flags = {
          port: chrome.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: ['performance'],
          clearStorageTypes: visit === 'returning' ? DEFAULT_CLEARED : ALL_CLEARED,
        }
        const result = await lighthouse(url, flags, visit === 'first-desktop' ? desktopConfig : undefined)
        scores[visit].push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100))
        tbt[visit].push(result?.lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        const requests =
          (result?.lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
        if (requests.some((request) => /\/assets\/mount-[\w-]+\.js$/.test(request.url))) widgetLoaded[visit]++
        if (requests.some((request) => /\/assets\/vendor-react-[\w-]+\.js$/.test(request.url))) reactLoaded[visit]++
      }
    }
    await storefrontScores(chrome.port, `http://demo.localhost:${server.port}`)
  } finally {
    chrome.kill()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (const visit of VISITS) {
    const target = TARGET[visit]
    const name = visit === 'first-desktop' ? 'desktop performance, first visit' : `mobile performance, ${visit} visit`
    console.log(
      `lighthouse ${name}: ${median(scores[visit])} ` +
        `(median of ${RUNS}: ${scores[visit].join(', ')}; TBT median ${median(tbt[visit]).toFixed(0)} ms; ` +
        `widget chunk fetched in ${widgetLoaded[visit]} and React in ${reactLoaded[visit]} of ${RUNS} runs; ` +
        `${target === null ? 'printed' : `target >= ${target}`})`,
    )
  }
}

/** The storefront's pages: the home page (its Products section shows twelve items) and a product's own page. */
const STOREFRONT_PAGES = { home: '/', product: productPath('garam-masala') }
/** Each storefront page, on a phone: SEO and accessibility 100, performance at least 98. */
const STOREFRONT_TARGET = { seo: 100, accessibility: 100, performance: 98 } as const
type StorefrontCategory = keyof typeof STOREFRONT_TARGET

/**
 * Lighthouse's SEO, accessibility and performance of the storefront's pages with mobile settings, a returning visit
 * (the widget opened before, no chat session: the page alone), median of the runs, against `STOREFRONT_TARGET`.
 */
async function storefrontScores(port: number, origin: string): Promise<void> {
  const categories = Object.keys(STOREFRONT_TARGET) as StorefrontCategory[]
  for (const [name, pathname] of Object.entries(STOREFRONT_PAGES)) {
    const url = `${origin}${pathname}`
    const scores = Object.fromEntries(categories.map((category) => [category, [] as number[]]))
    for (let run = 0; run < RUNS; run++) {
      await seedReturningVisitor(port, url)
      const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: categories }
      const result = await lighthouse(url, { ...flags, clearStorageTypes: DEFAULT_CLEARED })
      for (const category of categories) {
        scores[category]!.push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100))
      }
    }
    const figures = categories.map(
      (category) => `${category} ${median(scores[category]!)} (target >= ${STOREFRONT_TARGET[category]})`,
    )
    console.log(`lighthouse storefront, mobile, ${name} page: ${figures.join(', ')}; median of ${RUNS}`)
  }
}

/** The origin's localStorage as a returning visitor's: the widget was opened before; no chat session. */
async function seedReturningVisitor(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(url)
    await page.evaluate(() => {
      localStorage.clear()
      localStorage.setItem('chatWidgetOpened', 'true')
    })
    await page.close()
  } finally {
    await browser.close()
  }
}
