/**
 * Dates for the owner's panels: the shared formatters (`src/ui/money.ts` over
 * `contract/format.ts`: one date format everywhere, '22 Nov 2026'), in the
 * browser's time zone.
 *
 * @example
 * formatDateTime('2026-11-22T10:00:00.000Z') // '22 Nov 2026, 3:30 pm' (in IST)
 * formatDate('2026-11-26')                   // '26 Nov 2026'
 */
export { formatDate, formatDateTime } from '../../ui/money'
