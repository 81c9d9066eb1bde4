import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js'
import type { BenchServer } from './server.js'

const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** Lighthouse mobile performance score of the demo page (target >= 95), best of three runs. */
export async function lighthouseBench(server: BenchServer): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
  try {
    const scores: number[] = []
    for (let run = 0; run < 3; run++) {
      const result = await lighthouse(`http://demo.localhost:${server.port}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100))
    }
    console.log(`lighthouse mobile performance: ${Math.max(...scores)} (runs ${scores.join(', ')}; target >= 95)`)
  } finally {
    chrome.kill()
  }
}
