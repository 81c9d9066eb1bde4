import { slugOf } from '../../../contract/owner-catalogue.js'
import { Slug } from '../../../contract/owner-catalogue-fields.js'
import { DecodeError } from '../../http/errors.js'
import { requiredOnFirstUse } from '../../lib/on-first-use.js'
import { COLUMNS, ITEM_COLUMNS, type Column, type CsvRow } from './csv-columns.js'

/** The parser, loaded by the first import (no idle server needs it). */
const csv = requiredOnFirstUse<typeof import('csv-parse/sync')>('csv-parse/sync')

/** The rows of one item: the first carries the item's columns, every row may carry one variant or package. */
export interface CsvGroup {
  /** The slug the item is matched and stored by ('' for a row without `id`: made from the title). */
  slug: string
  rows: CsvRow[]
}

const malformed = (message: string) => new DecodeError([{ path: 'body.csv', message }])

/** A header cell as a column name: 'Sale Price ' → 'sale_price'. */
const columnName = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')

/**
 * The file's rows by column, numbered as a spreadsheet shows them (the header is row 1; a quoted cell over
 * several lines stays one row). Columns this format does not know are ignored, so a Meta catalogue's other
 * columns do no harm. A file that is not CSV, or has no `title` column or no rows, is a 400 on `body.csv`.
 */
export function readCsv(text: string): CsvRow[] {
  let records: string[][]
  try {
    records = csv().parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false })
  } catch (error) {
    const where = (error as { lines?: number }).lines
    throw malformed(`notCsv${where === undefined ? '' : ` (line ${where})`}: ${(error as Error).message}`)
  }
  const [header, ...body] = records
  const names = (header ?? []).map(columnName)
  if (!names.includes('title')) throw malformed('missingColumn: title')
  const known = new Set<string>(COLUMNS)
  const rows: CsvRow[] = []
  body.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return
    const cells: CsvRow['cells'] = {}
    names.forEach((name, column) => {
      if (known.has(name) && cells[name as Column] === undefined)
        cells[name as Column] = unescaped(record[column] ?? '')
    })
    rows.push({ row: index + 2, cells })
  })
  if (rows.length === 0) throw malformed('noRows')
  return rows
}

/** A cell as written before the export guarded it: `'=SUM(A1)` (a formula kept from running) is `=SUM(A1)`. */
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/** The slug an `id` cell stands for: itself when it is one, else made from it (a Meta id like 'SKU_12'). */
export const slugOfId = (id: string) => (Slug.is(id.trim()) ? id.trim() : id.trim() === '' ? '' : slugOf(id))

/** Rows grouped by item: rows of the same `id` are one item (in the order of their first row); no id, its own. */
export function groupRows(rows: readonly CsvRow[]): CsvGroup[] {
  const groups: CsvGroup[] = []
  const bySlug = new Map<string, CsvGroup>()
  for (const row of rows) {
    const slug = slugOfId(row.cells.id ?? '')
    const group = slug === '' ? undefined : bySlug.get(slug)
    if (group) group.rows.push(row)
    else {
      const created = { slug, rows: [row] }
      groups.push(created)
      if (slug !== '') bySlug.set(slug, created)
    }
  }
  return groups
}

/** Item columns filled on a row after an item's first: each is a problem (only options go there). */
export function optionRowProblems(group: CsvGroup) {
  return group.rows.slice(1).flatMap((row) =>
    ITEM_COLUMNS.filter((column) => column !== 'id' && (row.cells[column] ?? '').trim() !== '').map((column) => ({
      row: row.row,
      column,
      message: 'optionRowOnly',
    })),
  )
}
