import { randomUUID } from 'node:crypto'
import { decode } from '../../../contract/decode.js'
import { ITEM_TRANSLATED_FIELDS, ItemInput, type OwnerItem } from '../../../contract/owner-catalogue.js'
import { translationsOf } from '../../../contract/translations.js'
import type { CsvImportSummary, CsvProblem } from '../../../contract/owner-catalogue-csv.js'
import type { Events, EventTransaction } from '../../events/events.js'
import { DecodeError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { recordActivity, type ActivityRecord } from '../activity/index.js'
import { COLUMNS, type Column } from './csv-columns.js'
import { csvItem, problemOf, type CsvLookups } from './csv-items.js'
import { groupRows, optionRowProblems, readCsv, type CsvGroup } from './csv-read.js'
import { itemChanges, itemRecord } from './item-activity.js'
import { toOwnerItem } from './item-rows.js'
import { StudioRepository } from './studio-repository.js'
import { checkedSlug, insertItem, replaceItem } from './studio-service.js'

export interface CsvImportResult {
  imported: boolean
  summary: CsvImportSummary
  problems: CsvProblem[]
}

/** Thrown to roll the transaction back (a dry run, or a file with problems) with what it found. */
class RollBack extends Error {
  constructor(readonly result: CsvImportResult) {
    super('roll back the import')
  }
}

const key = (name: string) => name.trim().toLowerCase()

/**
 * `input` with the ids of the stored options of the same name, so carts and orders naming them still find them, and
 * the stored texts in other languages the file has no column for.
 */
function keepOptionIds(input: ItemInput, stored: OwnerItem): ItemInput {
  const variantIds = new Map(stored.variants.map((variant) => [key(variant.name), variant._id]))
  const packageIds = new Map(stored.packages.map((pack) => [key(pack.name), pack._id]))
  return {
    ...translationsOf(stored, ITEM_TRANSLATED_FIELDS),
    ...input,
    variants: input.variants.map((variant) => ({ ...variant, _id: variantIds.get(key(variant.name)) })),
    packages: input.packages.map((pack) => ({ ...pack, _id: packageIds.get(key(pack.name)) })),
  }
}

/**
 * The CSV import: every row is read into an item and checked by the studio's own codecs and rules, then written
 * through the studio's own writes, all in ONE transaction. A dry run, or a file with any problem, rolls it all
 * back and answers every problem by row and column; otherwise it commits and records `catalogue.changed`.
 */
export class CsvImportService {
  constructor(private readonly events: Events) {}

  async run(siteId: string, owner: RequestOwner | null, csv: string, dryRun: boolean): Promise<CsvImportResult> {
    const groups = groupRows(readCsv(csv))
    try {
      return await this.events.transaction(async (tx) => {
        const result = await this.write(tx, siteId, groups)
        if (dryRun || result.problems.length > 0) throw new RollBack({ ...result, imported: false })
        await recordActivity(tx.db, siteId, owner, result.records)
        tx.emit('catalogue.changed', { siteId, itemIds: result.itemIds })
        return { summary: result.summary, problems: [], imported: true }
      })
    } catch (error) {
      if (error instanceof RollBack) return error.result
      throw error
    }
  }

  private async write(tx: EventTransaction, siteId: string, groups: CsvGroup[]) {
    const repo = new StudioRepository(tx.db)
    const [existing, points] = await Promise.all([repo.items(siteId), repo.dispatchPoints(siteId)])
    const bySlug = new Map(existing.map((row) => [row.slug, row]))
    const pointIds = new Map(points.map((point) => [key(point.name), point.id]))
    const catalogues = await this.catalogues(tx, siteId, groups)
    const lookups: CsvLookups = {
      catalogueId: (name) => catalogues.ids.get(key(name === '' ? serverText('studio.importedCatalogue') : name))!,
      dispatchPointId: (name) => pointIds.get(key(name)),
    }
    const problems: CsvProblem[] = []
    const summary: CsvImportSummary = { items: groups.length, create: 0, update: 0, newCatalogues: catalogues.created }
    const itemIds: string[] = []
    const records: ActivityRecord[] = []
    for (const group of groups) {
      const item = csvItem(group, lookups)
      problems.push(...optionRowProblems(group), ...item.problems)
      const decoded = decode(ItemInput, item.input, 'item')
      if (!decoded.ok) {
        problems.push(...decoded.errors.map((error) => problemOf(item, error)))
        continue
      }
      const stored = group.slug === '' ? undefined : bySlug.get(group.slug)
      try {
        const slug = await checkedSlug(repo, siteId, decoded.value, stored?.id ?? null, 'item')
        if (item.problems.length > 0) continue
        const current = stored && (await repo.item(siteId, stored.id, true))
        const row = current
          ? await replaceItem(tx, siteId, current, keepOptionIds(decoded.value, toOwnerItem(current)), slug)
          : await insertItem(tx, siteId, decoded.value, slug)
        itemIds.push(row.id)
        const saved = toOwnerItem(row)
        records.push(itemRecord(saved, 'imported', current ? itemChanges(toOwnerItem(current), saved) : []))
        summary[current ? 'update' : 'create']++
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error
        problems.push(...(error.errors ?? []).map((entry) => problemOf(item, entry)))
      }
    }
    const place = (column: string) => COLUMNS.indexOf(column as Column)
    problems.sort((a, b) => a.row - b.row || place(a.column) - place(b.column))
    return { summary, problems, itemIds, records }
  }

  /** The site's catalogues by name, with the ones the file names that are missing made (each with its category). */
  private async catalogues(tx: EventTransaction, siteId: string, groups: CsvGroup[]) {
    const repo = new StudioRepository(tx.db)
    const [catalogues, categories] = await Promise.all([repo.catalogues(siteId), repo.categories(siteId)])
    const ids = new Map(catalogues.map((catalogue) => [key(catalogue.name), catalogue.id]))
    const categoryIds = new Map(categories.map((category) => [key(category.name), category.id]))
    const created: string[] = []
    for (const group of groups) {
      const first = group.rows[0]!.cells
      const name = (first.catalogue ?? '').trim() || serverText('studio.importedCatalogue')
      if (ids.has(key(name))) continue
      const hasPackages = group.rows.some((row) => (row.cells.package ?? '').trim() !== '')
      const type = (first.type ?? '').trim().toLowerCase()
      const catalogueType = type === 'service' || (type === '' && hasPackages) ? 'service' : 'product'
      const categoryName = (first.category ?? '').trim() || name
      let categoryId = categoryIds.get(key(categoryName))
      if (categoryId === undefined) {
        categoryId = randomUUID()
        await tx.db
          .insertInto('categories')
          .values({
            id: categoryId,
            siteId,
            name: categoryName,
            image: null,
            catalogueType,
            position: categoryIds.size,
          })
          .execute()
        categoryIds.set(key(categoryName), categoryId)
      }
      const id = randomUUID()
      await tx.db
        .insertInto('catalogues')
        .values({ id, siteId, topicId: null, categoryId, catalogueType, name, description: null, position: ids.size })
        .execute()
      ids.set(key(name), id)
      created.push(name)
    }
    return { ids, created }
  }
}
