import * as t from 'io-ts'
import { answer } from './codec'
import { shortText } from './owner-catalogue-fields'
import { Text } from './text'

/*
 * The owner's catalogue as a CSV file (the format: docs/catalogue-csv.md).
 * Export answers the file; import takes its text, checks every row (a dry run
 * changes nothing) and then writes all of it in one transaction, or nothing.
 */

/** GET: the site's catalogue as `text/csv`, downloaded as `<site>-catalogue-<date>.csv`. */
export const OWNER_CATALOGUE_EXPORT_PATH = '/business_website/owner/catalogue/export.csv'
/** POST `CsvImportBody`: answers `CsvImportResponse`. */
export const OWNER_CATALOGUE_IMPORT_PATH = '/business_website/owner/catalogue/import'

/** The longest CSV text an import takes (characters): about 3,000 items. The request body is at most 1 MB. */
export const CSV_MAX_CHARS = 900_000

/** `dryRun: true` checks and answers what would change; `false` writes every row, or nothing when one is wrong. */
export const CsvImportBody = t.type({ csv: shortText(CSV_MAX_CHARS), dryRun: t.boolean }, 'CsvImportBody')
export type CsvImportBody = t.TypeOf<typeof CsvImportBody>

/**
 * One problem of the file: `row` as a spreadsheet numbers it (the header is row 1), `column` the header's name,
 * `message` a `FieldErrorCode` or one of the CSV codes (`notYesNo`, `notAvailability`, `invalid`, `optionRowOnly`,
 * `unknownColumn`).
 */
export const CsvProblem = t.type({ row: t.number, column: Text, message: Text })
export type CsvProblem = t.TypeOf<typeof CsvProblem>

export const CsvImportSummary = t.type({
  /** Items the file describes (rows of options are counted in their item). */
  items: t.number,
  create: t.number,
  update: t.number,
  /** Catalogues named by the file that the site does not have yet (made with their category). */
  newCatalogues: t.array(Text),
})
export type CsvImportSummary = t.TypeOf<typeof CsvImportSummary>

/** `imported`: whether the rows were written (false on a dry run or when there are problems). */
export const CsvImportResponse = answer({
  dryRun: t.boolean,
  imported: t.boolean,
  summary: CsvImportSummary,
  problems: t.array(CsvProblem),
})
export type CsvImportResponse = t.TypeOf<typeof CsvImportResponse>
