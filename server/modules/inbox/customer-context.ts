import type { CustomerContextResponse } from '../../../contract/owner-inbox.js'
import type { Db } from '../../db/database.js'
import { AddressRepository, toWireAddress } from '../address/index.js'
import type { Customer } from '../auth/index.js'
import { CartService } from '../cart/index.js'
import { toWireOrder } from '../order/index.js'
import { OrderRepository } from '../order/index.js'
import { withReportedPayments } from '../payment/index.js'

/** How many of the customer's orders the context shows (newest first). */
export const CONTEXT_ORDERS = 20

/**
 * What the owner sees beside a conversation: the customer, their cart (as
 * the widget's cart call answers it), their delivery addresses, and their
 * latest orders with the manual payments waiting for confirmation. Each
 * part is read the way its own module reads it, by site + customer.
 *
 * @example
 * const context = await customerContext(app.db, customer)
 * // { message: 'success', customer: {...}, cart: [...], addresses: [...], orders: [...] }
 */
export async function customerContext(db: Db, customer: Customer): Promise<CustomerContextResponse> {
  const owner = { id: customer.id, siteId: customer.siteId }
  const [cart, addresses, orders] = await Promise.all([
    new CartService(db).get(owner),
    new AddressRepository(db).list(owner),
    new OrderRepository(db).latest({ siteId: customer.siteId, customerId: customer.id }, CONTEXT_ORDERS),
  ])
  return {
    message: 'success',
    customer: {
      customerId: customer.id,
      countryCode: customer.countryCode,
      phoneNumber: customer.phoneNumber,
      name: customer.name,
      createdAt: customer.createdAt.toISOString(),
    },
    cart,
    addresses: addresses.map(toWireAddress),
    orders: await withReportedPayments(db, customer.siteId, orders.map(toWireOrder)),
  }
}
