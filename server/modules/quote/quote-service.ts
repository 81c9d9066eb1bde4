import { toPaise } from '../../../contract/pricing.js'
import type { CreateQuoteBody, Quote, QuoteAnswerBody, QuoteAnswerResponse } from '../../../contract/quotes.js'
import { indianDate } from '../../../contract/service-slot.js'
import { customerLanguage } from '../../db/customer-language.js'
import type { Db } from '../../db/database.js'
import { json } from '../../db/schema.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { CustomerRepository } from '../auth/index.js'
import { postSystemMessage } from '../chat/index.js'
import { checkedSlot, linkQuotedLines, placeQuotedOrder } from '../order/index.js'
import { quoteDay, quoteHtml } from './quote-html.js'
import { fromQuoteRow, statusOf, toWireQuote, type StoredQuote, type StoredQuoteLine } from './quote-record.js'
import { customerRows } from '../../db/customer-rows.js'

export interface QuoteServiceDeps {
  db: Db
  events: Events
  now?: () => Date
}

type Answered = QuoteAnswerResponse['data']
const notFound = () => new HttpError(404, serverText('quotes.notFound'), 'NOT_FOUND')

/**
 * Quotes: the owner sends one to a customer of the site (stored with its
 * chat message and `quote.changed`, in one transaction); the customer accepts
 * it (the orders are made at the quote's prices, once) or declines it. Every
 * quote is looked up by site and customer: another customer's is 404.
 */
export class QuoteService {
  private readonly now: () => Date

  constructor(private readonly deps: QuoteServiceDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  async create(siteId: string, body: CreateQuoteBody): Promise<Quote> {
    const now = this.now()
    const customer = await new CustomerRepository(this.deps.db).byId(siteId, body.customerId)
    if (!customer) throw new HttpError(404, serverText('chat.customerNotFound'), 'NOT_FOUND')
    if (body.validUntil < indianDate(now))
      throw new DecodeError([{ path: 'body.validUntil', message: serverText('quotes.validUntilPast') }])
    const links = await linkQuotedLines(this.deps.db, siteId, body.lines)
    const lines: StoredQuoteLine[] = body.lines.map((line, index) => {
      const link = links[index]
      if (!link)
        throw new DecodeError([{ path: `body.lines.${index}.itemId`, message: serverText('quotes.itemNotFound') }])
      return { ...link, name: line.name, quantity: line.quantity, unitPrice: toPaise(line.unitPrice) }
    })
    return this.deps.events.transaction(async (tx) => {
      const quoteNumber = await nextQuoteNumber(tx, siteId)
      const row = await tx.db
        .insertInto('quotes')
        .values({
          siteId,
          customerId: customer.id,
          quoteNumber,
          lines: json(lines),
          note: body.note ?? '',
          validUntil: body.validUntil,
          status: 'open',
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const quote = fromQuoteRow(row)
      const language = await customerLanguage(tx.db, siteId, customer.id)
      await postSystemMessage(
        tx,
        { siteId, customerId: customer.id },
        { type: 'component', message: quoteHtml(quote, language) },
        { now },
      )
      return this.changed(tx, quote, now)
    })
  }

  /** The customer's quotes, newest first (the owner's conversation view). */
  async list(siteId: string, customerId: string): Promise<Quote[]> {
    const rows = await customerRows(this.deps.db, 'quotes', { siteId, id: customerId })
      .orderBy('createdAt', 'desc')
      .limit(50)
      .execute()
    const now = this.now()
    return rows.map((row) => toWireQuote(fromQuoteRow(row), now))
  }

  /** One quote of the customer (404 for anyone else's). */
  async get(customer: { id: string; siteId: string }, quoteId: string): Promise<Quote> {
    const row = await customerRows(this.deps.db, 'quotes', customer).where('id', '=', quoteId).executeTakeFirst()
    if (!row) throw notFound()
    return toWireQuote(fromQuoteRow(row), this.now())
  }

  /**
   * The customer's answer, in one transaction with the quote locked: a
   * decline is recorded; an accept makes the orders from the quote's lines
   * and prices (a delivery address when a line ships, the preferred slot when
   * one is a service). Only an open quote may be answered: accepted,
   * declined and expired ones are 409 with the reason.
   */
  async answer(customer: { id: string; siteId: string }, body: QuoteAnswerBody): Promise<Answered> {
    const now = this.now()
    return this.deps.events.transaction(async (tx) => {
      const row = await customerRows(tx.db, 'quotes', customer)
        .where('id', '=', body.quoteId)
        .forUpdate()
        .executeTakeFirst()
      if (!row) throw notFound()
      const quote = fromQuoteRow(row)
      refuseClosed(quote, now)
      if (body.answer === 'decline') {
        const declined = await save(tx, quote, { status: 'declined', orderIds: [] }, now)
        return { quote: this.changed(tx, declined, now), orders: [], messages: [] }
      }
      const isService = quote.lines.some((line) => line.kind === 'service')
      if (isService && body.serviceSlot === undefined)
        throw new DecodeError([{ path: 'body.serviceSlot', message: serverText('quotes.slotRequired') }])
      const slot = checkedSlot(body.serviceSlot, now, 'body.serviceSlot')
      const made = await placeQuotedOrder(
        tx,
        customer,
        { ref: `${quote.quoteNumber}`, lines: quote.lines },
        { address: body.deliveryAddress ?? null, slot, now },
        'body',
      )
      const orderIds = made.orders.map((order) => order.orderId)
      const accepted = await save(tx, quote, { status: 'accepted', orderIds }, now)
      return { quote: this.changed(tx, accepted, now), orders: made.orders, messages: made.messages }
    })
  }

  private changed(tx: EventTransaction, quote: StoredQuote, now: Date): Quote {
    const wire = toWireQuote(quote, now)
    tx.emit('quote.changed', { siteId: quote.siteId, customerId: quote.customerId, quote: wire })
    return wire
  }
}

function refuseClosed(quote: StoredQuote, now: Date): void {
  const status = statusOf(quote, now)
  if (status === 'accepted')
    throw new HttpError(
      409,
      serverText('quotes.alreadyAccepted', { orders: quote.orderIds.join(', ') }),
      'QUOTE_ACCEPTED',
    )
  if (status === 'declined') throw new HttpError(409, serverText('quotes.alreadyDeclined'), 'QUOTE_DECLINED')
  if (status === 'expired')
    throw new HttpError(409, serverText('quotes.expired', { date: quoteDay(quote.validUntil) }), 'QUOTE_EXPIRED')
}

async function save(
  tx: EventTransaction,
  quote: StoredQuote,
  change: { status: 'accepted' | 'declined'; orderIds: string[] },
  now: Date,
): Promise<StoredQuote> {
  const row = await tx.db
    .updateTable('quotes')
    .set({ status: change.status, orderIds: json(change.orderIds), updatedAt: now })
    .where('siteId', '=', quote.siteId)
    .where('id', '=', quote.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return fromQuoteRow(row)
}

/**
 * The site's next quote number ('Q-1001', 'Q-1002', …), under a lock of the site's row so two sends cannot share
 * one.
 */
async function nextQuoteNumber(tx: EventTransaction, siteId: string): Promise<string> {
  await tx.db.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().executeTakeFirst()
  const { count } = await tx.db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('siteId', '=', siteId)
    .executeTakeFirstOrThrow()
  return `Q-${1001 + Number(count)}`
}
