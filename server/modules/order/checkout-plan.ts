import type { Kysely } from 'kysely'
import type { DeliveryAddress } from '../../../contract/address.js'
import type { Language } from '../../../contract/language.js'
import { MAX_CART_LINES, type CartItemInput } from '../../../contract/cart.js'
import type { Database } from '../../db/schema.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import { AddressRepository, toWireAddress } from '../address/index.js'
import { customerLanguage } from '../../db/customer-language.js'
import { serverText } from '../../text/server-text.js'
import { CatalogueRepository, itemInLanguage } from '../catalogue/index.js'
import { itemIdsOf, priceLines, type PricedLine } from './order-lines.js'
import { planOrder, type OrderPlan } from './order-plan.js'
import { withCode, type CheckoutCode } from './code-discount.js'
import { dispatchRules } from './shipping.js'

/** The most one order may cost (its amounts are integer columns): about ₹2.1 crore. */
export const MAX_ORDER_PAISE = 2_147_483_647

/** A checkout as the server sees it: priced lines, the customer's own address, and the orders they make. */
export interface CheckoutPlan {
  lines: PricedLine[]
  address: DeliveryAddress | null
  plan: OrderPlan
  /** The discount code the customer gave, as tried on this checkout (null: none given). */
  code: CheckoutCode | null
  language: Language
}

/**
 * Reads everything a totals or a create needs, on `db` (the caller's
 * transaction for a create): the named items from the catalogue, the
 * chosen address among the customer's own (another customer's is 404),
 * the site's dispatch rules; then prices the lines and splits them into
 * orders; with a discount `code`, tries it and takes it off the orders when it applies. `root` is where the lines are
 * in the body, for error paths.
 */
export async function checkoutPlan(
  db: Kysely<Database>,
  customer: { id: string; siteId: string },
  inputs: readonly CartItemInput[],
  addressRef: { _id: string } | null,
  root: string,
  options: { code?: string; now?: Date } = {},
): Promise<CheckoutPlan> {
  if (inputs.length > MAX_CART_LINES)
    throw new DecodeError([{ path: root, message: serverText('orders.tooManyItems', { max: MAX_CART_LINES }) }])
  const found = await new CatalogueRepository(db).itemsByIds(customer.siteId, inputs.flatMap(itemIdsOf))
  // An order records each item by the name the customer saw it by in the shop (`name@hi` for a Hindi reader).
  const language = await customerLanguage(db, customer.siteId, customer.id)
  const items = new Map([...found].map(([id, item]) => [id, itemInLanguage(item, language)]))
  const lines = priceLines(inputs, items, root)
  let address: DeliveryAddress | null = null
  if (addressRef) {
    const row = await new AddressRepository(db).find(customer, addressRef._id)
    if (!row) throw new HttpError(404, serverText('address.notFound'), 'NOT_FOUND')
    address = toWireAddress(row)
  }
  const rules = lines.some((line) => line.kind !== 'service') ? await dispatchRules(db, customer.siteId) : new Map()
  const plan = planOrder(lines, address, rules)
  if (options.code === undefined) return { lines, address, plan, code: null, language }
  const context = { now: options.now ?? new Date(), language }
  const coded = await withCode(db, customer, options.code, lines, plan, context)
  return { lines, address, plan: coded.plan, code: coded.code, language }
}

/**
 * Why a checkout cannot become orders (the order rules), as the error to answer:
 * no items, shippable products without an address ('Delivery Address
 * Required'), products nothing delivers to the address, or an order too
 * large for its amount columns.
 */
export function orderBlocker(checkout: CheckoutPlan, root: string): HttpError | null {
  if (checkout.lines.length === 0)
    return new DecodeError([{ path: `${root}.items`, message: serverText('orders.empty') }])
  if (checkout.address === null && checkout.lines.some((line) => line.kind === 'shipping')) {
    return new HttpError(400, serverText('orders.addressRequired'), 'ADDRESS_REQUIRED', [
      { path: `${root}.deliveryAddress`, message: serverText('orders.addressRequired') },
    ])
  }
  const [issue] = checkout.plan.issues
  if (issue) return new HttpError(400, issue.message, 'NOT_SHIPPABLE')
  if (checkout.plan.groups.some((group) => group.money.finalAmount > MAX_ORDER_PAISE))
    return new HttpError(400, serverText('orders.tooLarge'), 'ORDER_TOO_LARGE')
  return null
}
