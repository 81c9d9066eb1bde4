import * as t from 'io-ts'

/** A page number of a query string: '1', '2', … (at most 10 000). */
export const PageNumber = new t.Type<number, string, unknown>(
  'PageNumber',
  (input): input is number => typeof input === 'number' && Number.isInteger(input) && input >= 1,
  (input, context) => {
    const page = typeof input === 'string' && /^[1-9][0-9]{0,4}$/.test(input) ? Number(input) : NaN
    return page >= 1 && page <= 10_000 ? t.success(page) : t.failure(input, context, 'expected a page number from 1')
  },
  String,
)
