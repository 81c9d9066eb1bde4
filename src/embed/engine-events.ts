import { reaction } from 'mobx'
import type { ChatEngine } from '../engine'

type Send = (event: string, detail?: Record<string, unknown>) => void

/** How far before the bridge connected a message may be dated and still count as new (clocks differ a little). */
const NEW_MESSAGE_SLACK_MS = 5000

/**
 * The widget's events for the host page (embed/vitrine.d.ts `VitrineEvents`), read from the engine's stores:
 * sign-in and sign-out (the customer's id, never the phone), new chat messages (id, direction, time), the unread
 * count, the cart's count and total, the orders a checkout created. Returns the disposers.
 */
export function watchEngine(engine: ChatEngine, send: Send): (() => void)[] {
  const since = Date.now() - NEW_MESSAGE_SLACK_MS
  const seen = new Set(engine.messages.sorted.map((message) => message._id))
  const cart = engine.plugin('cart')
  const orders = engine.plugin('orders')
  return [
    reaction(
      () => engine.session.current?.customerId ?? null,
      (customerId) => (customerId ? send('signed-in', { customerId }) : send('signed-out')),
    ),
    reaction(
      () => engine.messages.sorted.filter((message) => !message.pending && !message.local),
      (messages) => {
        const customerId = engine.session.current?.customerId
        for (const message of messages) {
          if (seen.has(message._id)) continue
          seen.add(message._id)
          if (Date.parse(message.createdAt) < since) continue
          const out = message.sender === 'user' && message.senderId === customerId
          send('message', { id: message._id, direction: out ? 'out' : 'in', time: message.createdAt })
        }
      },
    ),
    reaction(
      () => engine.ui.unreadCount,
      (count) => send('unread', { count }),
    ),
    reaction(
      () => ({ count: cart.count, total: cart.totals.finalAmount }),
      ({ count, total }) => send('cart-changed', { count, total, currency: 'INR' }),
      { equals: (a, b) => a.count === b.count && a.total === b.total },
    ),
    reaction(
      () => orders.lastCheckout,
      (created) => {
        for (const order of created?.orders ?? [])
          send('order-created', { id: order.orderId, total: order.finalAmount, currency: 'INR' })
      },
    ),
  ]
}
