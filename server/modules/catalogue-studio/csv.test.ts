import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { decode } from '../../../contract/decode.js'
import { OWNER_CATALOGUE_PATH, OwnerCatalogueResponse } from '../../../contract/owner-catalogue.js'
import {
  CsvImportResponse,
  OWNER_CATALOGUE_EXPORT_PATH,
  OWNER_CATALOGUE_IMPORT_PATH,
} from '../../../contract/owner-catalogue-csv.js'
import { json } from '../../db/schema.js'
import { useTestApp } from '../../test/app.js'
import { testDatabases } from '../../test/databases.js'
import { ownerItems } from './test-helpers.js'
import { addSite } from '../../test/sites.js'

const DEMO_KEY = 'demo-owner-key-csv-0123456789'
const EMPTY_KEY = 'empty-owner-key-csv-0123456789'

/** The fenced ```csv blocks of docs/catalogue-csv.md, in order. */
const docExamples = [
  ...fs
    .readFileSync(path.resolve(import.meta.dirname, '../../../docs/catalogue-csv.md'), 'utf8')
    .matchAll(/```csv\n([\s\S]*?)```/g),
].map((match) => match[1]!)

describe.each(testDatabases)('the catalogue as CSV on $name', (kind) => {
  const ctx = useTestApp(kind, { env: { OWNER_KEYS: `demo:${DEMO_KEY},empty:${EMPTY_KEY}` } })
  const auth = (key: string) => ({ authorization: `Bearer ${key}` })
  const exportCsv = async (key = DEMO_KEY) => {
    const response = await ctx.app.inject({ url: OWNER_CATALOGUE_EXPORT_PATH, headers: auth(key) })
    expect(response.statusCode).toBe(200)
    return response
  }
  const importCsv = async (csv: string, dryRun: boolean, key = DEMO_KEY) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: OWNER_CATALOGUE_IMPORT_PATH,
      headers: auth(key),
      payload: { csv, dryRun },
    })
    const decoded = decode(CsvImportResponse, response.json(), 'body')
    return { status: response.statusCode, body: response.json(), value: decoded.ok ? decoded.value : null }
  }
  const studio = async (key = DEMO_KEY) => {
    const response = await ctx.app.inject({ url: OWNER_CATALOGUE_PATH, headers: auth(key) })
    const decoded = decode(OwnerCatalogueResponse, response.json(), 'body')
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors))
    return { ...decoded.value, items: await ownerItems(ctx.app, key) }
  }
  /** A catalogue without its ids, versions and positions: items by catalogue name, in order. */
  const comparable = async (key: string) => {
    const { items, catalogues, categories } = await studio(key)
    const names = new Map(catalogues.map((entry) => [entry._id, entry]))
    const categoryNames = new Map(categories.map((entry) => [entry._id, entry.name]))
    const order = (id: string) => catalogues.findIndex((entry) => entry._id === id)
    const sorted = [...items].sort((a, b) => order(a.catalogueId) - order(b.catalogueId) || a.position - b.position)
    return sorted.map(({ _id, version: _version, position: _position, catalogueId, dispatchPointIds, ...item }) => ({
      ...item,
      catalogue: names.get(catalogueId)!.name,
      category: categoryNames.get(names.get(catalogueId)!.categoryId),
      ships: dispatchPointIds.length,
      variants: item.variants.map(({ _id: _variantId, ...variant }) => variant),
      packages: item.packages.map(({ _id: _packageId, ...pack }) => pack),
    }))
  }

  beforeAll(async () => {
    const db = ctx.database.db
    const emptyId = await addSite(db, 'empty')
    // Dispatch points are the site's shipping settings, not its catalogue: the empty site has the same ones.
    const demo = (await ctx.app.tenancy.siteBySubdomain('demo'))!
    const points = await db.selectFrom('dispatchPoints').selectAll().where('siteId', '=', demo.id).execute()
    for (const { id: _id, servesStates, servesPincodePrefixes, ...point } of points) {
      const serves = { servesStates: json(servesStates), servesPincodePrefixes: json(servesPincodePrefixes) }
      await db
        .insertInto('dispatchPoints')
        .values({ ...point, ...serves, siteId: emptyId })
        .execute()
    }
  })

  it('refuses a call without the owner key, and a file that is not CSV with a 400 on body.csv', async () => {
    expect((await ctx.app.inject({ url: OWNER_CATALOGUE_EXPORT_PATH })).statusCode).toBe(401)
    const broken = await importCsv('id,title\n"unterminated,x\n', true)
    expect(broken.status).toBe(400)
    expect(broken.body.errors[0]).toMatchObject({ path: 'body.csv', message: expect.stringMatching(/^notCsv/) })
    const noTitle = await importCsv('id,name\na,b\n', true)
    expect(noTitle.body.errors).toEqual([{ path: 'body.csv', message: 'missingColumn: title' }])
    expect((await importCsv('title\n\n', true)).body.errors).toEqual([{ path: 'body.csv', message: 'noRows' }])
    expect((await importCsv('x'.repeat(900_001), true)).status).toBe(400)
  })

  it('exports the catalogue as a CSV download with a filename, variants on rows of their own', async () => {
    const response = await exportCsv()
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="demo-catalogue-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const lines = response.body.trim().split('\n')
    expect(lines[0]).toMatch(/^id,title,description,price,sale_price,availability,image_link,/)
    const { items } = await studio()
    const options = items.reduce((sum, item) => sum + Math.max(1, item.variants.length + item.packages.length), 0)
    expect(lines.length).toBe(1 + options)
  })

  it("imports the docs' example: variants and packages from their rows, a missing catalogue made", async () => {
    const [example] = docExamples
    const dry = await importCsv(example!, true)
    expect(dry.value).toMatchObject({
      imported: false,
      problems: [],
      summary: { items: 3, create: 3, update: 0, newCatalogues: ['Workshops'] },
    })
    expect((await studio()).items.some((item) => item.slug === 'lime-pickle')).toBe(false)
    const done = await importCsv(example!, false)
    expect(done.value).toMatchObject({ imported: true, problems: [] })
    const items = (await studio()).items
    const lime = items.find((item) => item.slug === 'lime-pickle')!
    expect(lime.variants.map((v) => [v.name, v.basePrice, v.salePrice, v.stock, v.isDefault])).toEqual([
      ['500 g', 320, null, 2, true],
      ['250 g', 180, 159.5, 4, false],
    ])
    expect(items.find((item) => item.slug === 'mango-chutney')).toMatchObject({ inventoryTotal: 0 })
    const pickling = items.find((item) => item.slug === 'pickling-class')!
    expect(pickling.itemType).toBe('service')
    expect(pickling.packages.map((p) => [p.name, p.price, p.discountPercentage, p.stock])).toEqual([
      ['Solo', 1500, 0, null],
      ['Pair', 2800, 5, 10],
    ])
    // The same file again updates them, keeping the variants' ids (carts name them).
    const again = await importCsv(example!, false)
    expect(again.value!.summary).toMatchObject({ create: 0, update: 3, newCatalogues: [] })
    const limeAgain = (await studio()).items.find((item) => item.slug === 'lime-pickle')!
    expect(limeAgain.variants.map((v) => v._id)).toEqual(lime.variants.map((v) => v._id))
  })

  it("imports a WhatsApp/Meta catalogue file's main columns", async () => {
    const meta = docExamples[1]!
    const before = await ctx.database.db
      .selectFrom('outboxEvents')
      .select('id')
      .where('type', '=', 'catalogue.changed')
      .execute()
    expect((await importCsv(meta, false)).value).toMatchObject({ imported: true, summary: { create: 1 } })
    const item = (await studio()).items.find((entry) => entry.slug === 'sku-12')!
    expect(item).toMatchObject({
      name: 'Kashmiri chilli',
      description: 'Bright red and mild.',
      images: ['https://shop.example/chilli.jpg'],
      pricing: { basePrice: 250, salePrice: 199 },
      inventoryTotal: null,
    })
    expect(item.catalogueId).toBe((await studio()).catalogues.find((entry) => entry.name === 'Imported items')!._id)
    const after = await ctx.database.db
      .selectFrom('outboxEvents')
      .select('id')
      .where('type', '=', 'catalogue.changed')
      .execute()
    expect(after.length).toBe(before.length + 1)
    // Matched by the Meta id the second time.
    expect((await importCsv(meta.replace('Kesar', 'Kesar Kitchen'), true)).value!.summary).toMatchObject({ update: 1 })
  })

  it('lists every problem of a dry run by spreadsheet row and column', async () => {
    const csv = [
      'id,title,price,sale_price,variant,variant_price,hidden,availability,image_link',
      'good-one,Good one,10,,,,no,in stock,',
      'bad-price,Bad price,abc,,,,no,in stock,',
      'with-variants,With variants,100,,Small,50,,,',
      'with-variants,,,,Large,xyz,,,',
      ',  ,5,,,,maybe,soon,',
      '',
      'cheap,Cheap,10,20,,,,,not a link',
      'with-variants,Again,,,,,,,',
      'pricey,Pricey,10,20,,,,,',
    ].join('\n')
    const dry = await importCsv(csv, true)
    expect(dry.status).toBe(200)
    expect(dry.value!.problems).toEqual([
      { row: 3, column: 'price', message: 'notMoney' },
      { row: 5, column: 'variant_price', message: 'notMoney' },
      { row: 6, column: 'title', message: 'required' },
      { row: 6, column: 'availability', message: 'notAvailability' },
      { row: 6, column: 'hidden', message: 'notYesNo' },
      { row: 8, column: 'image_link', message: 'notUrl' },
      { row: 9, column: 'title', message: 'optionRowOnly' },
      { row: 10, column: 'sale_price', message: 'saleAboveBase' },
    ])
    expect(dry.value!.summary).toMatchObject({ items: 6 })
  })

  it('writes nothing when one row is wrong (all or nothing)', async () => {
    const before = await studio()
    const csv = 'id,title,price,catalogue\nfine-item,Fine item,10,Brand new shelf\nbroken,Broken,-5,Pickles\n'
    const failed = await importCsv(csv, false)
    expect(failed.status).toBe(400)
    expect(failed.body).toMatchObject({ code: 'CSV_PROBLEMS', imported: false })
    expect(failed.body.problems).toEqual([{ row: 3, column: 'price', message: 'notMoney' }])
    const after = await studio()
    expect(after.items.length).toBe(before.items.length)
    expect(after.catalogues.map((entry) => entry.name)).toEqual(before.catalogues.map((entry) => entry.name))
  })

  it('exported and imported into an empty site, gives the same catalogue; each site only its own', async () => {
    const exported = (await exportCsv()).body
    const dry = await importCsv(exported, true, EMPTY_KEY)
    const count = (await studio()).items.length
    expect(dry.value).toMatchObject({ problems: [], summary: { items: count, create: count, update: 0 } })
    expect((await importCsv(exported, false, EMPTY_KEY)).value).toMatchObject({ imported: true })
    expect(await comparable(EMPTY_KEY)).toEqual(await comparable(DEMO_KEY))
    expect((await exportCsv(EMPTY_KEY)).body).toBe(exported)

    // Imported again over itself, the catalogue stays the same: every item updated, its options keeping their ids.
    const optionIds = async () => (await studio(EMPTY_KEY)).items.flatMap((item) => item.variants.map((v) => v._id))
    const idsBefore = await optionIds()
    expect((await importCsv(exported, false, EMPTY_KEY)).value!.summary).toMatchObject({ update: count, create: 0 })
    expect(await comparable(EMPTY_KEY)).toEqual(await comparable(DEMO_KEY))
    expect(await optionIds()).toEqual(idsBefore)

    // The same ids on the other site update that site's items only.
    const first = (await studio()).items[0]!
    const renamed = `id,title,price\n${first.slug},Renamed here,1\n`
    expect((await importCsv(renamed, false, EMPTY_KEY)).value!.summary).toMatchObject({ update: 1, create: 0 })
    expect((await studio()).items[0]!.name).toBe(first.name)
    expect((await studio(EMPTY_KEY)).items.find((item) => item.slug === first.slug)!.name).toBe('Renamed here')
  })

  it('exports a text a spreadsheet would run as a formula behind an apostrophe; it imports as written', async () => {
    const formula = '=HYPERLINK("https://example.com","Click")'
    const quoted = `"${formula.replaceAll('"', '""')}"`
    const csv = `id,title,description,price\nformula-item,${quoted},-spicy and @home,10\n`
    const imported = await importCsv(csv, false, EMPTY_KEY)
    expect(imported.body).toMatchObject({ imported: true })
    const exported = (await exportCsv(EMPTY_KEY)).body
    expect(exported).toContain(`"'${formula.replaceAll('"', '""')}"`)
    expect(exported).toContain("'-spicy and @home")
    expect((await importCsv(exported, false, EMPTY_KEY)).value).toMatchObject({ imported: true })
    const item = (await studio(EMPTY_KEY)).items.find((entry) => entry.slug === 'formula-item')!
    expect(item).toMatchObject({ name: formula, description: '-spicy and @home' })
  })
})
