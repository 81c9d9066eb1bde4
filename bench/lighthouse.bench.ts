import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js'
import { benchPort, startChildServer } from './child-server.js'
import { median } from './harness.js'

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const RUNS = 5
/**
 * Lighthouse clears these before each run by default; localStorage is not among them, so a run inherits the one before
 * it.
 */
const DEFAULT_CLEARED: StorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage']
const ALL_CLEARED: StorageTypes = [...DEFAULT_CLEARED, 'local_storage', 'indexeddb', 'cookies']
type StorageTypes = NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes']>

type Visit = 'first' | 'returning'
/** A first visit loads the widget (and React) at once; a returning visitor gets the page and its boot script only. */
const TARGET: Record<Visit, number> = { first: 98, returning: 100 }

/**
 * Lighthouse 12 mobile performance of the demo page on the built server, per
 * visit type, median of five runs each (alternating): a first visit with all
 * of the origin's storage cleared (the widget loads and opens by itself), and
 * a returning visit whose storage says the widget was opened before, without
 * a chat session (the page's boot script draws the toggle; React and the
 * widget chunk wait for the visitor). The HTTP cache is cleared before every run in both.
 */
export async function lighthouseBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-lighthouse-'))
  const server = await startChildServer({ DATA_DIR: dataDir }, benchPort(5))
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
  const url = `http://demo.localhost:${server.port}/`
  const scores: Record<Visit, number[]> = { first: [], returning: [] }
  const tbt: Record<Visit, number[]> = { first: [], returning: [] }
  // Whether the run fetched the widget chunk and React: the check that each visit type is what it says.
  const widgetLoaded: Record<Visit, number> = { first: 0, returning: 0 }
  const reactLoaded: Record<Visit, number> = { first: 0, returning: 0 }
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const visit of ['first', 'returning'] as const) {
        if (visit === 'returning') await seedReturningVisitor(chrome.port, url)
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          clearStorageTypes: visit === 'first' ? ALL_CLEARED : DEFAULT_CLEARED,
        })
        scores[visit].push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100))
        tbt[visit].push(result?.lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        const requests =
          (result?.lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
        if (requests.some((request) => /\/assets\/mount-[\w-]+\.js$/.test(request.url))) widgetLoaded[visit]++
        if (requests.some((request) => /\/assets\/vendor-react-[\w-]+\.js$/.test(request.url))) reactLoaded[visit]++
      }
    }
  } finally {
    chrome.kill()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (const visit of ['first', 'returning'] as const) {
    console.log(
      `lighthouse mobile performance, ${visit} visit: ${median(scores[visit])} ` +
        `(median of ${RUNS}: ${scores[visit].join(', ')}; TBT median ${median(tbt[visit]).toFixed(0)} ms; ` +
        `widget chunk fetched in ${widgetLoaded[visit]} and React in ${reactLoaded[visit]} of ${RUNS} runs; ` +
        `target >= ${TARGET[visit]})`,
    )
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
