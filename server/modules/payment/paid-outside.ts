import { localeOf } from '../../../contract/format.js'
import type { Language } from '../../../contract/language.js'
import type { Order } from '../../../contract/orders.js'
import type { OwnerCompletePaidBody } from '../../../contract/refunds.js'
import type { Events } from '../../events/events.js'
import { HttpError } from '../../http/errors.js'
import { serverText } from '../../text/server-text.js'
import { applyChange, formatPaise, OrderRepository, toWireOrder } from '../order/index.js'
import type { Site } from '../site/index.js'
import { PaymentRepository } from './payment-repository.js'

/**
 * 'Mark completed' on an order not fully paid: the owner says the rest was
 * paid outside (cash, or UPI with an optional reference). In one transaction each
 * Pending milestone gets a paid attempt (gateway `cash` or `manual`), the
 * order turns Paid and Completed, and the customer is told both. Without
 * this, completing an unpaid order is refused (an order never ends
 * Completed with a Pay button beside it).
 */
export class PaidOutside {
  constructor(private readonly events: Events) {}

  async complete(site: Site, body: OwnerCompletePaidBody): Promise<Order> {
    // The UPI reference is optional here: the owner may not have it to hand for money already received.
    const reference = body.method === 'upi' ? (body.reference ?? null) : null
    const order = await this.events.transaction(async (tx) => {
      const found = await new OrderRepository(tx.db).lock({ siteId: site.id }, body.orderId, true)
      if (!found) throw new HttpError(404, serverText('orders.notFound'), 'NOT_FOUND')
      if (found.status !== 'Active')
        throw new HttpError(409, serverText('orders.cannotComplete', { status: found.status }), 'NOT_ALLOWED')
      const pending = found.details.paymentMilestones.filter((milestone) => milestone.status === 'Pending')
      const payments = new PaymentRepository(tx.db)
      for (const milestone of pending) {
        await payments.insert({
          siteId: site.id,
          customerId: found.customerId,
          orderId: found.id,
          milestoneId: milestone.id,
          gateway: body.method === 'cash' ? 'cash' : 'manual',
          amount: milestone.amount,
          status: 'paid',
          reference,
        })
      }
      await tx.db
        .updateTable('orders')
        .set({ paymentStatus: 'Paid' })
        .where('siteId', '=', site.id)
        .where('id', '=', found.id)
        .execute()
      const paymentMilestones = found.details.paymentMilestones.map((milestone) => ({
        ...milestone,
        status: 'Paid' as const,
      }))
      const amount = pending.reduce((sum, milestone) => sum + milestone.amount, 0)
      const text = (language: Language) => {
        const method = serverText(body.method === 'cash' ? 'payment.methodCash' : 'payment.methodUpi', {}, language)
        const values = { orderId: found.orderId, amount: formatPaise(amount, localeOf(language)), method }
        return serverText(pending.length > 0 ? 'orders.completedPaidOutside' : 'orders.completed', values, language)
      }
      return applyChange(tx, found, 'complete', text, { details: { ...found.details, paymentMilestones } })
    })
    return toWireOrder(order)
  }
}
