import { observable, runInAction } from 'mobx'
import {
  GET_ORDERS_PATH,
  ORDER_UPDATED_EVENT,
  OrderUpdatedEvent,
  OrdersResponse,
  type Order,
} from '../../../contract/orders'
import type { ChatEngine } from '../../engine/chat-engine'

/**
 * Orders the widget has met, by `orderId` (the human one, 'KK-1042'), for
 * the places that name an order without holding it: a chat confirmation
 * (`data-order-id`) and the order actions drawn under it (payment's Pay).
 * Kept current by the socket's `order-updated` and by `remember`; an order
 * not met yet is looked up once with the History search (which matches the
 * order id).
 */
export class OrderDirectory {
  private readonly orders = observable.map<string, Order>()
  /** Lookups made or under way, so each order is asked for once. */
  private readonly asked = new Set<string>()
  private readonly stopListening: () => void

  constructor(private readonly engine: ChatEngine) {
    this.stopListening = engine.realtime.subscribe(ORDER_UPDATED_EVENT, OrderUpdatedEvent, (event) => {
      if (engine.messages.clientId === null || event.clientId === engine.messages.clientId) this.remember(event.order)
    })
  }

  get(orderId: string): Order | null {
    return this.orders.get(orderId) ?? null
  }

  remember(order: Order): void {
    runInAction(() => this.orders.set(order.orderId, order))
  }

  /** Asks the server for an order not met yet (once; again after a failure). */
  async lookUp(orderId: string): Promise<void> {
    const customerId = this.engine.session.customerId
    if (!customerId || this.orders.has(orderId) || this.asked.has(orderId)) return
    this.asked.add(orderId)
    try {
      const answer = await this.engine.transport.get(GET_ORDERS_PATH, OrdersResponse, {
        customerId,
        search: orderId,
        page: 1,
        sortBy: 'createdDate',
        statusFilter: 'All',
      })
      const found = answer.orders.find((order) => order.orderId === orderId)
      // An `order-updated` that arrived meanwhile is newer than this answer.
      if (found && !this.orders.has(orderId)) this.remember(found)
    } catch {
      this.asked.delete(orderId)
    }
  }

  reset(): void {
    this.asked.clear()
    runInAction(() => this.orders.clear())
  }

  dispose(): void {
    this.stopListening()
  }
}
