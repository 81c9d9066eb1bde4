import type { Kysely } from 'kysely'
import type { ChatMessage } from '../../../contract/chat.js'
import type { Order } from '../../../contract/orders.js'
import { defaultOption } from '../../../contract/quantity.js'
import type { ServiceSlot } from '../../../contract/service-slot.js'
import type { Database } from '../../db/schema.js'
import type { EventTransaction } from '../../events/events.js'
import type { CatalogueItemRecord } from '../catalogue/index.js'
import { CatalogueRepository } from '../catalogue/index.js'
import { checkoutPlan, orderBlocker } from './checkout-plan.js'
import { toWireOrder } from './order-details.js'
import { kindOf, type OrderKind, type PricedLine } from './order-lines.js'
import { planOrder } from './order-plan.js'
import { makeOrders, type Buyer } from './order-service.js'
import { dispatchRules } from './shipping.js'

/** A line of an accepted quote: a catalogue item (or free text), a quantity and the quoted unit price in paise. */
export interface QuotedLine {
  itemId: string | null
  /** The variant or package quoted (null: the item's default one). */
  optionId?: string | null
  name: string
  quantity: number
  unitPrice: number
}

/**
 * The orders of an accepted quote, made in the caller's transaction by the
 * same path as a checkout (`makeOrders`): grouped like a cart (shippable
 * products by dispatch point, pickup, services), the address required when a
 * line ships, stock taken for catalogue items, order messages posted. The
 * prices are the quote's (all taxes included), not the catalogue's; a
 * free-text line is a service. `ref` names the quote in the lines' item ids.
 */
export async function placeQuotedOrder(
  tx: EventTransaction,
  buyer: Buyer,
  quote: { ref: string; lines: readonly QuotedLine[] },
  choice: { address: { _id: string } | null; slot: ServiceSlot | null; now: Date },
  root: string,
): Promise<{ orders: Order[]; messages: ChatMessage[] }> {
  const trx = tx.db
  const items = await new CatalogueRepository(trx).itemsByIds(
    buyer.siteId,
    quote.lines.flatMap((line) => (line.itemId ? [line.itemId] : [])),
  )
  const lines = quote.lines.map((line, index) =>
    quotedLine(line, line.itemId ? items.get(line.itemId) : undefined, `${quote.ref}-${index + 1}`),
  )
  // The address is read (and refused when it is another customer's) as a checkout reads it.
  const { address, language } = await checkoutPlan(trx, buyer, [], choice.address, `${root}.deliveryAddress`)
  const rules = lines.some((line) => line.kind === 'shipping') ? await dispatchRules(trx, buyer.siteId) : new Map()
  const checkout = { lines, address, plan: planOrder(lines, address, rules), code: null, language }
  const blocker = orderBlocker(checkout, root)
  if (blocker) throw blocker
  const made = await makeOrders(tx, buyer, checkout, { fromCart: false, slot: choice.slot, now: choice.now })
  return { orders: made.orders.map(toWireOrder), messages: made.messages }
}

/** A quoted line as linked to the catalogue: its item and option (variant or package), or none, and its group. */
export interface LinkedLine {
  itemId: string | null
  optionId: string | null
  kind: OrderKind
}

/**
 * Links the lines of a new quote to the catalogue: a line naming an `itemId`
 * is that item (null in the answer when the site has no such item); a line
 * without one is the item whose name it carries, as an enquiry writes it
 * ('Wholesale Masala Tins (5 kg)', or with its option: 'Wholesale Masala Tins
 * (5 kg) (Garam masala, 5 kg)'); else it is free text, a service. The kind
 * says whether accepting needs an address (a line ships) or a slot (a service).
 */
export async function linkQuotedLines(
  db: Kysely<Database>,
  siteId: string,
  lines: readonly { itemId?: string | null; name: string }[],
): Promise<(LinkedLine | null)[]> {
  const catalogue = new CatalogueRepository(db)
  const byId = await catalogue.itemsByIds(
    siteId,
    lines.flatMap((line) => (line.itemId ? [line.itemId] : [])),
  )
  const readings = lines.map((line) => (line.itemId ? [] : nameReadings(line.name)))
  const named = await catalogue.itemsByNames(
    siteId,
    readings.flat().map((reading) => reading.name),
  )
  return lines.map((line, index) => {
    if (line.itemId) {
      const item = byId.get(line.itemId)
      return item ? { itemId: item.id, optionId: null, kind: kindOf(item) } : null
    }
    for (const reading of readings[index]!) {
      const item = named.find((candidate) => candidate.name === reading.name)
      if (!item) continue
      const option = [...item.variants, ...item.packages].find((candidate) => candidate.name === reading.option)
      if (reading.option !== null && !option) continue
      return { itemId: item.id, optionId: option?._id ?? null, kind: kindOf(item) }
    }
    return { itemId: null, optionId: null, kind: 'service' }
  })
}

/** The ways a line's name may name an item: whole, or an item and its option in the last brackets. */
function nameReadings(name: string): { name: string; option: string | null }[] {
  const withOption = /^(.+) \(([^()]+)\)$/.exec(name.trim())
  const readings: { name: string; option: string | null }[] = [{ name: name.trim(), option: null }]
  if (withOption) readings.push({ name: withOption[1]!, option: withOption[2]! })
  return readings
}

function quotedLine(line: QuotedLine, found: CatalogueItemRecord | undefined, lineRef: string): PricedLine {
  const item = found ?? freeTextItem(line.name, lineRef)
  // The quoted option (a variant or a package), else the item's default ones, as a checkout picks them.
  const chosen = <T extends { _id: string; stock?: number | null }>(options: readonly T[]) =>
    line.optionId ? (options.find((option) => option._id === line.optionId) ?? null) : defaultOption(options)
  const variant = found ? chosen(found.variants) : null
  const pack = found ? chosen(found.packages) : null
  const amount = line.unitPrice * line.quantity
  return {
    item: { ...item, name: line.name },
    variantId: variant?._id ?? null,
    packageId: pack?._id ?? null,
    optionName: null,
    quantity: line.quantity,
    kind: found ? kindOf(found) : 'service',
    basePrice: line.unitPrice,
    salePrice: line.unitPrice,
    gstPercentage: 0,
    subtotal: amount,
    discount: 0,
    gst: 0,
    amount,
    grams: (item.shipping.weight ?? 0) * line.quantity,
    stocked: found !== undefined,
  }
}

/** A free-text line as an item of no catalogue: a service, no stock, no shipping. */
function freeTextItem(name: string, id: string): CatalogueItemRecord {
  return {
    id,
    catalogueId: '',
    itemType: 'service',
    name,
    slug: '',
    description: '',
    video: null,
    variantTitle: null,
    inventoryTotal: null,
    button: null,
    category: { id: '', name: '' },
    images: [],
    variants: [],
    packages: [],
    pricing: { basePrice: 0 },
    shipping: {},
    dispatchPointIds: [],
    translations: {},
  }
}
