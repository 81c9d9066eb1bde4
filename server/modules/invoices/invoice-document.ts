import * as t from 'io-ts'
import { share } from '../discounts/index.js'
import type { StoredOrder } from '../order/index.js'
import { Language } from '../../../contract/language.js'

const Party = t.type({
  name: t.string,
  lines: t.array(t.string),
  gstin: t.union([t.string, t.null]),
  /** GST state code ('27'), or null when not known. */
  state: t.union([t.string, t.null]),
})

const Line = t.type({
  description: t.string,
  hsn: t.union([t.string, t.null]),
  quantity: t.number,
  /** Paise: the unit price before tax. */
  rate: t.number,
  /** Paise: the line's value before tax, after its share of the code's discount. */
  taxable: t.number,
  gstRate: t.number,
  /** Paise: the line's GST, after the discount. */
  tax: t.number,
})

/**
 * What an invoice or credit note says, frozen when it is made (`invoices.document`): amounts in paise. `split`:
 * `intra` (CGST + SGST, half each), `inter` (IGST), `none` (a bill of supply: the shop has no GSTIN).
 */
export const InvoiceDocument = t.intersection([
  t.type({
    kind: t.keyof({ invoice: null, 'credit-note': null }),
    number: t.string,
    issuedAt: t.string,
    language: Language,
    orderId: t.string,
    orderDate: t.string,
    seller: Party,
    buyer: Party,
    split: t.keyof({ intra: null, inter: null, none: null }),
    lines: t.array(Line),
    /** Paise taken off the goods by the discount code (before tax), with the code; 0 without one. */
    discount: t.type({ code: t.union([t.string, t.null]), amount: t.number }),
    shipping: t.number,
    total: t.number,
  }),
  /** A credit note names the invoice it corrects. */
  t.partial({ against: t.string }),
])
export type InvoiceDocument = t.TypeOf<typeof InvoiceDocument>
export type InvoiceLine = t.TypeOf<typeof Line>
export type InvoiceParty = t.TypeOf<typeof Party>

/** The invoice lines of a paid order: each line's value and GST with its share of the code's discount taken off. */
export function orderLines(order: StoredOrder, hsnOf: (itemId: string) => string | null): InvoiceLine[] {
  const { items, discountCode, shippingCost, totalGst } = order.details
  const goods = items.map((item) => Math.round(item.salePrice * item.quantity))
  const delivery = discountCode?.kind === 'freeDelivery' ? shippingCost : 0
  const goodsOff = share(Math.max(0, (discountCode?.amount ?? 0) - delivery), goods)
  const taxBefore = items.map((item) => item.gstAmount)
  const taxOff = share(Math.max(0, taxBefore.reduce((acc, tax) => acc + tax, 0) - totalGst), taxBefore)
  return items.map((item, index) => ({
    description: item.description || item.name,
    hsn: hsnOf(item.itemId),
    quantity: item.quantity,
    rate: item.salePrice,
    taxable: goods[index]! - goodsOff[index]!,
    gstRate: item.gstPercentage,
    tax: taxBefore[index]! - taxOff[index]!,
  }))
}

/** The tax of a document by rate: what each rate's value was and its GST (split in two halves within the state). */
export function taxByRate(
  document: Pick<InvoiceDocument, 'lines' | 'split'>,
): { rate: number; taxable: number; tax: number; central: number; state: number }[] {
  const rates = new Map<number, { taxable: number; tax: number }>()
  for (const line of document.lines) {
    const row = rates.get(line.gstRate) ?? { taxable: 0, tax: 0 }
    rates.set(line.gstRate, { taxable: row.taxable + line.taxable, tax: row.tax + line.tax })
  }
  return [...rates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, row]) => {
      const central = document.split === 'intra' ? Math.floor(row.tax / 2) : 0
      return { rate, ...row, central, state: document.split === 'intra' ? row.tax - central : 0 }
    })
}

/** What the document adds up to from its parts (the order's final amount for an invoice). */
export const documentSum = (document: Pick<InvoiceDocument, 'lines' | 'shipping'>): number =>
  document.lines.reduce((acc, line) => acc + line.taxable + line.tax, 0) + document.shipping

/**
 * A credit note for `amount` paise refunded of `invoice`: the invoice's lines scaled down to the refund (value and tax
 * alike), shipping included in proportion.
 */
export function creditLines(invoice: InvoiceDocument, amount: number): Pick<InvoiceDocument, 'lines' | 'shipping'> {
  const parts = invoice.lines.flatMap((line) => [line.taxable, line.tax]).concat(invoice.shipping)
  const scaled = share(Math.min(amount, invoice.total), parts)
  return {
    lines: invoice.lines.map((line, index) => ({ ...line, taxable: scaled[index * 2]!, tax: scaled[index * 2 + 1]! })),
    shipping: scaled[parts.length - 1]!,
  }
}
