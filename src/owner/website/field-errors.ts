import type { FieldError } from '../../../contract/decode'

/** Where each failure of a section's values belongs: a row of the form (by position), or the form as a whole. */
export interface PlacedErrors {
  rows: Map<number, string[]>
  form: string[]
}

/**
 * Places a 400's field errors on the rows of a values form. Two kinds of
 * path reach it: the wire shape's (`body.values.2.value`: row 2) and the
 * section codec's, by key (`body.values.Title`, `….values.Point.1`: the
 * second non-empty Point, as the codec counts them; a required key nobody
 * filled goes to its first row). What names no row (a missing key, another
 * field) is the form's, with its key.
 *
 * @example
 * placeErrors([{ path: 'body.values.Title', message: 'is required' }], [{ key: 'Title', value: '' }])
 * // { rows: Map { 0 => ['is required'] }, form: [] }
 */
export function placeErrors(errors: readonly FieldError[], rows: readonly { key: string; value: string }[]): PlacedErrors {
  const placed: PlacedErrors = { rows: new Map(), form: [] }
  const add = (row: number, message: string) => placed.rows.set(row, [...(placed.rows.get(row) ?? []), message])
  for (const error of errors) {
    const parts = error.path.split('.')
    const at = parts.lastIndexOf('values')
    const [first, second] = at === -1 ? [] : parts.slice(at + 1)
    if (first === undefined) {
      placed.form.push(error.message)
    } else if (/^\d+$/.test(first) && Number(first) < rows.length) {
      add(Number(first), error.message)
    } else {
      const withKey = rows.map((row, index) => ({ ...row, index })).filter((row) => row.key === first)
      const filled = withKey.filter((row) => row.value.trim() !== '')
      const target = second !== undefined && /^\d+$/.test(second) ? filled[Number(second)] : (filled[0] ?? withKey[0])
      if (target) add(target.index, error.message)
      else placed.form.push(`${first}: ${error.message}`)
    }
  }
  return placed
}
