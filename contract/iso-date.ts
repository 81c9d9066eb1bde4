import * as t from 'io-ts'

/** A calendar date, YYYY-MM-DD (a real day). */
export const IsoDate = new t.Type<string, string, unknown>(
  'IsoDate',
  (input): input is string => typeof input === 'string' && isIsoDate(input),
  (input, context) =>
    typeof input === 'string' && isIsoDate(input)
      ? t.success(input)
      : t.failure(input, context, 'expected a date (YYYY-MM-DD)'),
  t.identity,
)

function isIsoDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
