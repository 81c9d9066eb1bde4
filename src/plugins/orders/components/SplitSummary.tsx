import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useWidgetT } from '../../../engine/react'
import { formatRupees } from '../../../ui/money'
import type { CheckoutOrder } from '../checkout'

/**
 * Before Create Order: the orders the checkout becomes and why (one per dispatch point that ships, one for pickup, one
 * for services), each with its items and its total.
 */
export const SplitSummary = observer(function SplitSummary({ orders }: { orders: readonly CheckoutOrder[] }) {
  const t = useWidgetT('checkoutSplit')
  const heading = useId()
  return (
    <section className="vw-split" aria-labelledby={heading}>
      <h3 id={heading} className="vw-order__heading">
        {t('becomes', { count: orders.length })}
      </h3>
      <p className="vw-view__note">{t('why')}</p>
      <ol className="vw-split__orders" aria-label={t('ordersLabel')}>
        {orders.map((order, index) => (
          <li key={order.key} className="vw-split__order">
            <h4 className="vw-split__title">
              <span className="vw-split__number" aria-hidden="true">
                {index + 1}
              </span>
              {order.kind === 'shipping'
                ? t('kind.shipping', { name: order.dispatchPoint ?? '' })
                : t(order.kind === 'pickup' ? 'kind.pickup' : 'kind.service')}
            </h4>
            <ul className="vw-order__lines">
              {order.lines.map((line) => (
                <li key={line.key}>
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  {line.option && <span className="vw-order__option">{line.option}</span>}
                </li>
              ))}
            </ul>
            <p className="vw-split__total">{t('orderTotal', { amount: formatRupees(order.total) })}</p>
          </li>
        ))}
      </ol>
    </section>
  )
})
