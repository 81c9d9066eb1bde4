import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { unpaidAmount } from '../../../../contract/order-status'
import type { OrderActionProps } from '../../../engine/plugin'
import { useEngine, useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import { offersPay } from '../pay-offer'
import { PayCheckout } from './PayCheckout'

/**
 * 'Pay ₹x' on an unpaid order (an order action, loaded on first show): the History card hands it
 * the order; a chat confirmation only its `orderId`, which the orders
 * plugin looks up. Opens the payment sheet, and takes the focus back when
 * the sheet closes.
 */
export const PayAction = observer(function PayAction({ orderId, order: given }: OrderActionProps) {
  const engine = useEngine()
  const payment = engine.plugin('payment')
  const orders = engine.plugin('orders')
  const t = useWidgetT('payment')
  const button = useRef<HTMLButtonElement>(null)
  const order = given ?? orders.findOrder(orderId)
  const enabled = engine.site.settings.payment?.isEnabled === true
  const offered = order !== null && offersPay(engine.site.settings, order)
  useEffect(() => {
    if (!given && enabled) void orders.lookUpOrder(orderId)
  }, [given, enabled, orderId, orders])
  const refocus = offered && payment.refocus === order._id
  useEffect(() => {
    if (!refocus) return
    button.current?.focus()
    payment.refocused()
  }, [refocus, payment])
  const amount = offered ? formatRupees(unpaidAmount(order)) : ''
  return (
    <>
      {offered && (
        <button
          ref={button}
          type="button"
          className="vw-pay"
          aria-label={t('payOrder', { amount, orderId: order.orderId })}
          onClick={() => void payment.start(order)}
        >
          {t('pay', { amount })}
        </button>
      )}
      {/* A chat confirmation: the last order of a checkout that made several also offers to pay them all at once. */}
      {!given && <PayCheckout orderId={orderId} />}
    </>
  )
})
