import * as t from 'io-ts'
import type { Selectable } from 'kysely'
import { decode } from '../../../contract/decode.js'
import { toRupees } from '../../../contract/pricing.js'
import type { Quote } from '../../../contract/quotes.js'
import { indianDate } from '../../../contract/service-slot.js'
import type { QuotesTable } from '../../db/schema.js'

/** A quoted line as `quotes.lines` holds it, the unit price in paise. */
export const StoredQuoteLine = t.type(
  {
    itemId: t.union([t.string, t.null]),
    optionId: t.union([t.string, t.null]),
    name: t.string,
    quantity: t.number,
    unitPrice: t.number,
    kind: t.keyof({ shipping: null, pickup: null, service: null }),
  },
  'StoredQuoteLine',
)
export type StoredQuoteLine = t.TypeOf<typeof StoredQuoteLine>

export type QuoteRow = Selectable<QuotesTable>

/** A quote as the server works on it: its row with the lines decoded. */
export interface StoredQuote extends Omit<QuoteRow, 'lines'> {
  lines: StoredQuoteLine[]
}

export function fromQuoteRow(row: QuoteRow): StoredQuote {
  const lines = decode(t.array(StoredQuoteLine), row.lines, `quotes(${row.id}).lines`)
  // Written by this server only: a row that does not decode is a server fault (a logged 500).
  if (!lines.ok) throw new Error(`Invalid quote lines: ${lines.errors.map((error) => error.path).join(', ')}`)
  return { ...row, lines: lines.value }
}

/** Open, accepted or declined as stored; an open quote whose last day is over (Indian time) is expired. */
export function statusOf(quote: StoredQuote, now: Date): Quote['status'] {
  return quote.status === 'open' && quote.validUntil < indianDate(now) ? 'expired' : quote.status
}

/** The quote on the wire, money in rupees. */
export function toWireQuote(quote: StoredQuote, now: Date): Quote {
  const total = quote.lines.reduce((acc, line) => acc + line.unitPrice * line.quantity, 0)
  return {
    _id: quote.id,
    quoteNumber: quote.quoteNumber,
    customerId: quote.customerId,
    lines: quote.lines.map(({ optionId: _option, ...line }) => ({
      ...line,
      unitPrice: toRupees(line.unitPrice),
      amount: toRupees(line.unitPrice * line.quantity),
    })),
    note: quote.note,
    validUntil: quote.validUntil,
    status: statusOf(quote, now),
    total: toRupees(total),
    needsAddress: quote.lines.some((line) => line.kind === 'shipping'),
    isService: quote.lines.some((line) => line.kind === 'service'),
    orderIds: quote.orderIds,
    createdDate: new Date(quote.createdAt).toISOString(),
  }
}
