import type { DeliveryAddress } from '../../../contract/address.js'
import type { Order } from '../../../contract/orders.js'
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
 * What the owner sees beside a conversation: the customer (named as their
 * profile says, else as their delivery address does), their cart (as
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
  const wireAddresses = addresses.map(toWireAddress)
  const wireOrders = orders.map(toWireOrder)
  return {
    message: 'success',
    customer: {
      customerId: customer.id,
      countryCode: customer.countryCode,
      phoneNumber: customer.phoneNumber,
      name: customer.name ?? nameOnDeliveries(wireAddresses, wireOrders),
      createdAt: customer.createdAt.toISOString(),
    },
    cart,
    addresses: wireAddresses,
    orders: await withReportedPayments(db, customer.siteId, wireOrders),
  }
}

/**
 * The name a customer without a profile name goes by: the one on their
 * (default, else first) delivery address, else on their latest order's
 * address; null when they never gave one.
 */
function nameOnDeliveries(addresses: DeliveryAddress[], orders: Order[]): string | null {
  const address = addresses.find((entry) => entry.isDefault) ?? addresses[0]
  const named = (name: string | null | undefined) => (name && name.trim() !== '' ? name.trim() : null)
  return (
    named(address?.fullName) ??
    orders.map((order) => named(order.shippingDetails[0]?.shipToAddress.fullName)).find(Boolean) ??
    null
  )
}
