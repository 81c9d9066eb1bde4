import type { Kysely } from 'kysely'
import { customerLanguage } from '../../db/customer-language.js'
import type { Database } from '../../db/schema.js'
import type { PincodeProvider } from '../../providers/pincode/index.js'
import { fromRow, OrderRepository, type StoredOrder } from '../order/index.js'
import { creditLines, orderLines, type InvoiceDocument } from './invoice-document.js'
import { buyerOf, sellerOf, supplySplit } from './invoice-parties.js'
import { financialYear, InvoiceRepository, type Series, type StoredInvoice } from './invoice-repository.js'

/** Who may read a document: the site's owner (any order of the site) or one customer (their own orders). */
export interface InvoiceScope {
  siteId: string
  customerId?: string
}

/** How a document's number is written: '<prefix>/<financial year>/<number>', credit notes 'CN/<year>/<number>'. */
export const documentNumber = (prefix: string, series: Series, year: string, number: number) =>
  `${series === 'invoice' ? prefix : 'CN'}/${year}/${number}`

/**
 * Invoices of paid orders and credit notes of their refunds (docs/invoices.md). Each document is made once (keyed by
 * what made it), in one transaction that locks the order, takes the next number of its series and financial year and
 * writes the document with everything it says; so numbers run 1, 2, 3… per site, series and year with no gap or
 * repeat, however many orders are paid at once.
 */
export class InvoiceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pincodes: PincodeProvider,
  ) {}

  /** The order's invoice, made now if the order is paid and has none yet; null: no such order in scope, or unpaid. */
  async invoice(scope: InvoiceScope, orderId: string, now = new Date()): Promise<StoredInvoice | null> {
    const made = await new InvoiceRepository(this.db).latest(scope.siteId, orderId, 'invoice')
    if (made) return scope.customerId === undefined || made.customerId === scope.customerId ? made : null
    return this.make(scope, orderId, `invoice:${orderId}`, now, (order) =>
      order.paymentStatus === 'Paid' ? this.invoiceOf(order) : Promise.resolve(null),
    )
  }

  /** The order's latest credit note, or null (none, or not in scope). */
  async latestCreditNote(scope: InvoiceScope, orderId: string): Promise<StoredInvoice | null> {
    const note = await new InvoiceRepository(this.db).latest(scope.siteId, orderId, 'credit-note')
    return note && (scope.customerId === undefined || note.customerId === scope.customerId) ? note : null
  }

  /** A credit note for `amount` paise refunded of the order, made once per `refundKey` (the refund's event). */
  async creditNote(siteId: string, orderId: string, amount: number, refundKey: string, now = new Date()) {
    const invoice = await this.invoice({ siteId }, orderId, now)
    if (!invoice || amount <= 0) return null
    return this.make({ siteId }, orderId, `credit-note:${refundKey}`, now, async () => ({
      ...invoice.document,
      ...creditLines(invoice.document, amount),
      kind: 'credit-note',
      against: invoice.document.number,
      total: Math.min(amount, invoice.document.total),
      discount: { code: null, amount: 0 },
    }))
  }

  private async make(
    scope: InvoiceScope,
    orderId: string,
    sourceKey: string,
    now: Date,
    build: (order: StoredOrder) => Promise<Omit<InvoiceDocument, 'number' | 'issuedAt'> | null>,
  ): Promise<StoredInvoice | null> {
    const series: Series = sourceKey.startsWith('invoice:') ? 'invoice' : 'credit-note'
    const found = await this.order(scope, orderId)
    // What the document says is read before its transaction (the pincode lookup may be slow): a paid order's lines
    // do not change, and the transaction stays short, as it holds the series' counter.
    const draft = found && (await build(found))
    if (!found || !draft) return null
    const prefix = (await new InvoiceRepository(this.db).settings(scope.siteId)).prefix
    return this.db.transaction().execute(async (trx) => {
      const invoices = new InvoiceRepository(trx)
      const order = await new OrderRepository(trx).lock(scope, found.id)
      if (!order) return null
      const made = await invoices.bySource(scope.siteId, sourceKey)
      if (made) return made
      const year = financialYear(now)
      const number = await invoices.nextNumber(scope.siteId, series, year)
      const document: InvoiceDocument = {
        ...draft,
        number: documentNumber(prefix, series, year, number),
        issuedAt: now.toISOString(),
      }
      const row = { orderId: order.id, customerId: order.customerId, series, document }
      await invoices.insert({ ...row, siteId: scope.siteId, sourceKey, year, number })
      return (await invoices.bySource(scope.siteId, sourceKey))!
    })
  }

  private async order(scope: InvoiceScope, orderId: string): Promise<StoredOrder | null> {
    let query = this.db.selectFrom('orders').selectAll().where('siteId', '=', scope.siteId).where('id', '=', orderId)
    if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId)
    const row = await query.executeTakeFirst()
    return row ? fromRow(row) : null
  }

  /** What the invoice of a paid order says. */
  private async invoiceOf(order: StoredOrder): Promise<Omit<InvoiceDocument, 'number' | 'issuedAt'>> {
    const db = this.db
    const repository = new InvoiceRepository(db)
    const settings = await repository.settings(order.siteId)
    const hsn = await repository.hsnCodes(
      order.siteId,
      order.details.items.map((item) => item.itemId),
    )
    const seller = await sellerOf(db, order.siteId, settings)
    const buyer = await buyerOf(db, order, this.pincodes, settings.state)
    const lines = orderLines(order, (itemId) => hsn.get(itemId) ?? null)
    const code = order.details.discountCode
    const delivery = code?.kind === 'freeDelivery' ? order.details.shippingCost : 0
    const shipping = order.details.shippingCost - delivery
    return {
      kind: 'invoice',
      language: await customerLanguage(db, order.siteId, order.customerId),
      orderId: order.orderId,
      orderDate: order.createdAt.toISOString(),
      seller,
      buyer,
      split: supplySplit(seller, buyer),
      lines,
      discount: { code: code?.code ?? null, amount: code ? code.amount - delivery : 0 },
      shipping,
      total: order.finalAmount,
    }
  }
}
