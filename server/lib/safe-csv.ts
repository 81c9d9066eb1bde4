import { requiredOnFirstUse } from './on-first-use.js'

const csv = requiredOnFirstUse<typeof import('csv-stringify/sync')>('csv-stringify/sync')

/**
 * CSV text for a spreadsheet: a header row of `columns`, then `rows` (each a cell per column), `\n` between records.
 * A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return goes out with a leading `'`, so a spreadsheet
 * shows it as text instead of running it as a formula (csv-stringify's `escape_formulas`); the catalogue's import takes
 * it off again (modules/catalogue-studio/csv-read.ts). Every CSV the owner downloads is written here.
 *
 * @example
 * safeCsv(['name'], [['=HYPERLINK("http://x","y")']]) // 'name\n"\'=HYPERLINK(""http://x"",""y"")"\n'
 */
export function safeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return csv().stringify(
    rows.map((row) => [...row]),
    { header: true, columns: [...columns], record_delimiter: '\n', escape_formulas: true },
  )
}
