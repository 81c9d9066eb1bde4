import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stringify } from 'csv-stringify/sync'
import { OWNER_CATALOGUE_IMPORT_PATH } from '../contract/owner-catalogue-csv.js'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openDatabase } from '../server/db/database.js'
import { budgetLine } from './harness.js'
import { sized } from './smoke.js'

/** The budget: 500 items imported in under 10 s on this machine. */
export const CSV_IMPORT_BUDGET_MS = 10_000
const ITEMS = sized(500, 20)
const KEY = 'bench-owner-key-0123456789'

/**
 * A catalogue CSV of `count` items over 5 catalogues (the import makes them): every other item a product with
 * 3 variants (3 rows), the rest single-row products, every fifth a service with 2 packages.
 */
export function generatedCatalogue(count: number): string {
  const rows: Record<string, string>[] = []
  for (let index = 0; index < count; index++) {
    const id = `bench-item-${index}`
    const item = {
      id,
      title: `Bench item ${index}`,
      description: `A generated item, number ${index}, with a sentence of description.`,
      price: String(100 + (index % 50)),
      availability: 'in stock',
      image_link: `https://example.com/items/${index}.jpg`,
      catalogue: `Shelf ${index % 5}`,
      stock: String(index % 30),
    }
    if (index % 5 === 4) {
      rows.push({ ...item, stock: '', type: 'service', package: 'Solo', package_price: '500' })
      rows.push({ id, package: 'Group', package_price: '1800', package_discount_percent: '10' })
    } else if (index % 2 === 0) {
      rows.push({
        ...item,
        stock: '',
        variant_title: 'Size',
        variant: 'Small',
        variant_price: '100',
        variant_stock: '5',
      })
      rows.push({ id, variant: 'Medium', variant_price: '180', variant_stock: '3', variant_default: 'yes' })
      rows.push({ id, variant: 'Large', variant_price: '250', variant_sale_price: '230', variant_stock: '1' })
    } else rows.push(item)
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return stringify(rows, { header: true, columns })
}

/**
 * The time to import 500 generated items (a dry run, then the import) into a site with the demo catalogue,
 * through the owner call on the app in this process (PGlite on disk, as a default install), against the
 * 10 s budget.
 */
export async function csvImportBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-csv-'))
  const config = loadConfig({ DATA_DIR: dataDir, OWNER_KEYS: `demo:${KEY}`, LOG_LEVEL: 'error' })
  const database = await openDatabase(config)
  const renderer = { render: async () => '', pageStrings: async () => ({}) as never }
  const app = await buildApp(config, { database, renderer, seed: true })
  try {
    const csv = generatedCatalogue(ITEMS)
    const call = async (dryRun: boolean) => {
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: OWNER_CATALOGUE_IMPORT_PATH,
        headers: { authorization: `Bearer ${KEY}` },
        payload: { csv, dryRun },
      })
      const ms = performance.now() - started
      const body = response.json()
      if (response.statusCode !== 200 || body.problems.length > 0)
        throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 500)}`)
      if (!dryRun && body.summary.create !== ITEMS) throw new Error(`created ${body.summary.create} of ${ITEMS}`)
      return ms
    }
    const dry = await call(true)
    const real = await call(false)
    const size = `${ITEMS} items (${(csv.length / 1024).toFixed(0)} KB)`
    console.log(`CSV import of ${size}, dry run: ${budgetLine(dry, CSV_IMPORT_BUDGET_MS, 'ms')}`)
    console.log(`CSV import of ${size}, import: ${budgetLine(real, CSV_IMPORT_BUDGET_MS, 'ms')}`)
  } finally {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
