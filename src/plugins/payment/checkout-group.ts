import type { Order } from '../../../contract/orders'

/**
 * The orders one Create Order made, paid with one payment: `checkoutId` names them to the server, which reads what is
 * due itself (the sum of each open order's first Pending milestone).
 */
export interface CheckoutGroup {
  checkoutId: string
  orders: readonly Order[]
  /** Rupees: what paying them all costs now (each order's unpaid amount, summed). */
  amount: number
}
