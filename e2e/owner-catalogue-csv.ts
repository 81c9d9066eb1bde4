import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { keepScreenshot } from './artefact'

const RUN = Date.now().toString(36)
/** Two new items in a new catalogue (unique per run), and the same file with a price that is no amount. */
const GOOD = [
  'id,title,description,price,catalogue,variant,variant_price,variant_stock',
  `csv-chai-${RUN},CSV Chai ${RUN},Strong.,120,CSV shelf ${RUN},100 g,120,4`,
  `csv-chai-${RUN},,,,,250 g,260,2`,
  `csv-rusk-${RUN},CSV Rusk ${RUN},Crisp.,60,CSV shelf ${RUN},,,`,
].join('\n')
const BAD = GOOD.replace(',60,', ',sixty,')

const file = (text: string) => ({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })

/**
 * The Catalogue tab's CSV export and import, by an owner already on the Items view: the export downloads the
 * catalogue; a file with a wrong cell lists its problem by row and column and imports nothing; the corrected
 * file shows what would change and imports on 'Import'. At 390 px, then the problems again at 1280 px.
 */
export async function ownerExportsAndImportsCsv(owner: Page, testInfo: TestInfo, knownItem: string) {
  await owner.setViewportSize({ width: 390, height: 844 })
  const downloading = owner.waitForEvent('download')
  await owner.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^demo-catalogue-\d{4}-\d\d-\d\d\.csv$/)
  const exported = fs.readFileSync((await download.path())!, 'utf8')
  expect(exported.split('\n')[0]).toMatch(/^id,title,description,price,sale_price,availability,image_link/)
  expect(exported).toContain(knownItem)

  const input = owner.getByLabel('CSV file to import')
  await input.setInputFiles(file(BAD))
  await expect(owner.getByText('Row 4, column price: Enter an amount like 159 or 159.50.')).toBeVisible()
  await expect(owner.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await keepScreenshot(owner, testInfo, 'owner-catalogue-csv-problems-390')

  await input.setInputFiles(file(GOOD))
  await expect(owner.getByText('The file has 2 items. Nothing is changed until you press Import.')).toBeVisible()
  await expect(owner.getByText(`New catalogues: CSV shelf ${RUN}`)).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-catalogue-csv-summary-390')
  await owner.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(owner.getByText('Imported 2 items.')).toBeVisible()
  await owner.getByRole('button', { name: 'Close' }).click()
  await owner.getByRole('searchbox', { name: 'Search items' }).fill(`CSV Chai ${RUN}`)
  await expect(owner.getByRole('button', { name: `Edit CSV Chai ${RUN}` })).toBeVisible()
  await owner.getByRole('searchbox', { name: 'Search items' }).fill('')

  await owner.setViewportSize({ width: 1280, height: 800 })
  await input.setInputFiles(file(BAD))
  await expect(owner.getByText('Row 4, column price: Enter an amount like 159 or 159.50.')).toBeVisible()
  await keepScreenshot(owner, testInfo, 'owner-catalogue-csv-problems-1280')
  const findings = (await new AxeBuilder({ page: owner }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(findings.map((violation) => violation.id)).toEqual([])
  await owner.getByRole('button', { name: 'Cancel' }).click()
}
