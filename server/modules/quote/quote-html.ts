import { localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import { escapeHtml, formatPaise } from '../order/index.js'
import { serverText, type ServerTextKey } from '../../text/server-text.js'
import type { StoredQuote } from './quote-record.js'

const day = (date: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`))

/** A day of a quote as the chat words it ('5 Dec 2026'; in Hindi '5 दिस॰ 2026'). */
export const quoteDay = day

/**
 * The quote as a `component` message in the customer's `language`: its lines, total, note and last day,
 * every text escaped. The root names the quote (`data-quote-id`): the widget
 * draws its status and Accept and Decline under the message.
 *
 * @example
 * quoteHtml(quote)
 * // '<div data-quote-id="…"><p><strong>Quote Q-1001</strong></p><ul><li>Masala tins × 4: ₹23,200.00</li></ul>…'
 */
export function quoteHtml(quote: StoredQuote, language: Language = 'en'): string {
  const text = (key: ServerTextKey, values?: Record<string, string | number>) =>
    escapeHtml(serverText(key, values, language))
  const money = (paise: number) => escapeHtml(formatPaise(paise, localeOf(language)))
  const items = quote.lines
    .map((line) => `<li>${escapeHtml(line.name)} × ${line.quantity}: ${money(line.unitPrice * line.quantity)}</li>`)
    .join('')
  const total = quote.lines.reduce((acc, line) => acc + line.unitPrice * line.quantity, 0)
  const note = quote.note ? `<p>${text('quotes.note', { note: quote.note })}</p>` : ''
  return (
    `<div data-quote-id="${escapeHtml(quote.id)}">` +
    `<p><strong>${text('quotes.title', { quoteNumber: quote.quoteNumber })}</strong></p>` +
    `<ul>${items}</ul>` +
    `<p>${text('quotes.total')}: <strong>${money(total)}</strong></p>${note}` +
    `<p>${text('quotes.validUntil', { date: day(quote.validUntil, language) })}</p></div>`
  )
}
