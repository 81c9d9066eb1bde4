import { observer } from 'mobx-react-lite'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { unpaidAmount } from '../../../../contract/order-status'
import type { Order } from '../../../../contract/orders'

/**
 * After a Create Order that made several orders, under the chat's confirmation of the last of them: 'Pay ₹x for all',
 * one payment for every order of that checkout still unpaid (each order keeps its own Pay too). Gone once fewer than
 * two are left to pay.
 */
export const PayCheckout = observer(function PayCheckout({ orderId }: { orderId: string }) {
  const engine = useEngine()
  const orders = engine.plugin('orders')
  // The checkout that made these orders added its strings (the orders plugin's `checkoutSplit`) and styles.
  const t = useWidgetT('checkoutSplit')
  const made = orders.lastCheckout
  const checkoutId = made?.checkoutId
  if (!made || !checkoutId || made.orders.at(-1)?.orderId !== orderId) return null
  if (engine.site.settings.payment?.isEnabled !== true) return null
  const current = made.orders.map((order) => orders.findOrder(order.orderId) ?? order)
  const unpaid = unpaidOrders(current)
  if (unpaid.length < 2) return null
  const total = checkoutAmount(unpaid)
  const amount = formatRupees(total)
  const orderIds = unpaid.map((order) => order.orderId).join(', ')
  return (
    <div className="vw-pay-all" role="region" aria-label={t('payAll.banner', { count: unpaid.length, orderIds })}>
      <span className="vw-pay-all__text">{t('payAll.banner', { count: unpaid.length, orderIds })}</span>
      <button
        type="button"
        className="vw-pay"
        aria-label={t('payAll.payLabel', { amount, orderIds })}
        onClick={() => void engine.plugin('payment').start(unpaid[0]!, { checkoutId, orders: unpaid, amount: total })}
      >
        {t('payAll.pay', { amount })}
      </button>
    </div>
  )
})

/** The orders of `orders` with something left to pay (not cancelled, not paid). */
export function unpaidOrders(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status !== 'Cancelled' && order.paymentStatus !== 'Paid')
}

/** What paying all of `orders` at once costs, in rupees: each one's unpaid amount, as the server sums them. */
export function checkoutAmount(orders: readonly Order[]): number {
  return orders.reduce((sum, order) => sum + Math.round(unpaidAmount(order) * 100), 0) / 100
}
