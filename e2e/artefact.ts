import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

/** Where the screenshots a spec keeps as test artefacts go (ignored by git, kept by CI with the run). */
export const ARTEFACT_DIR = path.resolve('artefacts', 'screenshots')

/**
 * Keeps a screenshot of what the user sees as a test artefact: written under `artefacts/screenshots/<name>.png`
 * and attached to the test's report.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(ARTEFACT_DIR, `${name}.png`)
  await page.screenshot({ path: file })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}
