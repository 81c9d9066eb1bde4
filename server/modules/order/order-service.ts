import { customerLanguage } from '../../db/customer-language.js'
import { randomUUID } from 'node:crypto'
import type { ChatMessage } from '../../../contract/chat.js'
import type { EventTransaction, Events } from '../../events/events.js'
import type { CartItemInput } from '../../../contract/cart.js'
import type { CreateOrderBody, CreateOrderResponse, Totals } from '../../../contract/orders.js'
import type { Db } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { Kysely } from 'kysely'
import { CartRepository } from '../cart/index.js'
import { postSystemMessage, toChatMessage } from '../chat/index.js'
import { checkoutPlan, orderBlocker, type CheckoutPlan } from './checkout-plan.js'
import { claimKey, recordKey, requestHash, type MadeBefore } from './idempotency.js'
import { toWireOrder, type StoredOrder } from './order-details.js'
import { draftOrder } from './order-draft.js'
import { confirmationHtml } from './order-messages.js'
import { nextOrderId } from './order-number.js'
import { OrderRepository } from './order-repository.js'
import { toWireTotals } from './order-plan.js'
import { checkoutSaving } from './code-discount.js'
import { codeRefusal, redeemCode } from '../discounts/index.js'
import { takeStock } from './stock.js'
import { checkedSlot } from './service-slot.js'
import type { ServiceSlot } from '../../../contract/service-slot.js'
import { customerRows } from '../../db/customer-rows.js'

/** Whose checkout: the token's customer on the token's site. */
export interface Buyer {
  id: string
  siteId: string
}

type Created = CreateOrderResponse['data']

export interface OrderServiceDeps {
  db: Db
  events: Events
  now?: () => Date
}

/**
 * Totals and order creation (checkout grouping, order rules). Every price, tax, weight and
 * shipping charge comes from the catalogue and the dispatch rules: what the
 * client sends is read for ids and quantities only.
 */
export class OrderService {
  private readonly now: () => Date

  constructor(private readonly deps: OrderServiceDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  /** `get_catalogue_products_total_amount`: the totals for these lines and address. */
  async totals(
    buyer: Buyer,
    products: readonly CartItemInput[],
    address: { _id: string } | null,
    code?: string,
  ): Promise<Totals> {
    const options = { code, now: this.now() }
    const checkout = await checkoutPlan(this.deps.db, buyer, products, address, 'body.products', options)
    const outcome = checkout.code?.priced.outcome
    const applied = outcome?.ok
      ? { code: checkout.code!.priced.code, kind: outcome.saving.kind, amount: checkoutSaving(checkout.plan) }
      : null
    return toWireTotals(checkout.plan, checkout.lines, { applied, problem: checkout.code?.problem ?? null })
  }

  /**
   * `create_catalogue_order_from_chat_widget`, in one transaction: claims the
   * idempotency key, re-prices, takes the stock (409 'Out of stock' when
   * someone else took it), makes one order per group with its number,
   * clears the ordered lines from the cart (source 'cart'), and stores a
   * confirmation message per order. A key used before for the same order
   * answers what it made, and makes nothing; for another order, 422.
   * `order.created` and the confirmations' `message.stored` are recorded with
   * them (the widget hears of them live, the confirmations typed one after
   * the other).
   */
  async create(buyer: Buyer, orderData: CreateOrderBody['orderData'], key: string | null): Promise<Created> {
    // A code that does not apply (any more) refuses the order with its reason (409): the customer sees the totals
    // change before paying more than they were shown.
    const result = await this.deps.events.transaction(async (tx) => {
      const trx = tx.db
      const earlier = key === null ? null : await claimKey(trx, buyer, key, requestHash(orderData))
      if (earlier) return this.madeBefore(trx, buyer, earlier)
      const checkout = await checkoutPlan(
        trx,
        buyer,
        orderData.items,
        orderData.deliveryAddress,
        'body.orderData.items',
        { code: orderData.discountCode, now: this.now() },
      )
      const blocker = orderBlocker(checkout, 'body.orderData')
      if (blocker) throw blocker
      if (checkout.code?.problem) throw codeRefusal(checkout.code.problem)
      const now = this.now()
      const slot = checkedSlot(orderData.serviceSlot, now, 'body.orderData.serviceSlot')
      const made = await makeOrders(tx, buyer, checkout, { fromCart: orderData.source === 'cart', slot, now })
      if (key !== null)
        await recordKey(trx, buyer, key, {
          orderIds: made.orders.map((order) => order.id),
          messageIds: made.messages.map((message) => message._id),
        })
      return made
    })
    const orders = result.orders.map(toWireOrder)
    const checkoutId = result.orders[0]?.checkoutId
    return { orderId: orders[0]?._id ?? '', orders, messages: result.messages, ...(checkoutId ? { checkoutId } : {}) }
  }

  /** What an earlier create with the same key made, as it is now. */
  private async madeBefore(trx: Kysely<Database>, buyer: Buyer, earlier: MadeBefore) {
    const scope = { siteId: buyer.siteId, customerId: buyer.id }
    const orders = await new OrderRepository(trx).byIds(scope, earlier.orderIds)
    const rows =
      earlier.messageIds.length === 0
        ? []
        : await customerRows(trx, 'messages', { siteId: scope.siteId, id: scope.customerId })
            .where('id', 'in', earlier.messageIds)
            .execute()
    const messages = earlier.messageIds.flatMap((id) => rows.filter((row) => row.id === id).map(toChatMessage))
    return { orders, messages }
  }
}

/** The cart lines that were ordered (same item, variant and package) leave the cart; the others stay. */
async function clearOrderedLines(trx: Kysely<Database>, buyer: Buyer, checkout: CheckoutPlan): Promise<void> {
  const cart = new CartRepository(trx)
  await cart.lock(buyer)
  const ordered = new Set(
    checkout.lines.map((line) => `${line.item.id}|${line.variantId ?? ''}|${line.packageId ?? ''}`),
  )
  for (const line of await cart.lines(buyer)) {
    if (ordered.has(`${line.itemId}|${line.variantId ?? ''}|${line.packageId ?? ''}`)) await cart.delete(buyer, line.id)
  }
}

/**
 * Makes the orders of a checkout (a cart's, a 'Buy now', an accepted quote's)
 * in the caller's transaction: takes the stock, one order per group with its
 * number (a service order with the preferred slot), clears the ordered lines
 * from the cart (`fromCart`), records `order.created` and stores a
 * confirmation message per order.
 */
export async function makeOrders(
  tx: EventTransaction,
  buyer: Buyer,
  checkout: CheckoutPlan,
  options: { fromCart: boolean; slot: ServiceSlot | null; now: Date },
): Promise<{ orders: StoredOrder[]; messages: ChatMessage[] }> {
  const trx = tx.db
  await takeStock(
    trx,
    buyer.siteId,
    checkout.lines
      .filter((line) => line.stocked)
      .map((line) => ({
        itemId: line.item.id,
        variantId: line.variantId,
        packageId: line.packageId,
        quantity: line.quantity,
      })),
  )
  const site = await trx.selectFrom('sites').selectAll().where('id', '=', buyer.siteId).executeTakeFirstOrThrow()
  const { now } = options
  const repository = new OrderRepository(trx)
  const orders: StoredOrder[] = []
  // The orders of one Create Order share a checkout id: the customer may pay them with one payment.
  const checkoutId = randomUUID()
  const code = checkout.code?.priced
  if (code?.onFile && code.outcome.ok)
    await redeemCode(trx, buyer, { ...code, onFile: code.onFile }, checkoutId, checkout.language)
  for (const group of checkout.plan.groups) {
    const orderId = await nextOrderId(trx, site)
    const draft = draftOrder(group, orderId, checkout.address, now, options.slot)
    orders.push(await repository.insert(buyer, orderId, draft, now, checkoutId))
  }
  if (options.fromCart) await clearOrderedLines(trx, buyer, checkout)
  tx.emit('order.created', { siteId: buyer.siteId, customerId: buyer.id, orders: orders.map(toWireOrder) })
  if (options.fromCart) tx.emit('cart.changed', { siteId: buyer.siteId, customerId: buyer.id })
  const messages: ChatMessage[] = []
  const to = { siteId: buyer.siteId, customerId: buyer.id }
  const language = await customerLanguage(tx.db, buyer.siteId, buyer.id)
  for (const [position, order] of orders.entries()) {
    const pickup = checkout.plan.groups[position]?.pickup ?? null
    messages.push(
      await postSystemMessage(
        tx,
        to,
        { type: 'component', message: confirmationHtml(order, pickup, language) },
        { now, typed: { position, count: orders.length }, event: { name: 'placed', orderId: order.orderId } },
      ),
    )
  }
  return { orders, messages }
}
